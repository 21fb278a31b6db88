import { BRAND } from '../styles/theme';
/** The app's mark: a heart with two little ears (the pet), drawn here. */
export function Logo({ size = 40, title }: { size?: number; title: string }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" role="img" aria-label={title}>
      <rect width="64" height="64" rx="14" fill={BRAND} />
      <path d="M16 18 L20 8 L26 16 Z M48 18 L44 8 L38 16 Z" fill="#ffd6e0" />
      <path d="M32 52 C14 40 10 30 16 22 C21 16 29 17 32 23 C35 17 43 16 48 22 C54 30 50 40 32 52 Z" fill="#fff" />
      <circle cx="26" cy="30" r="2.5" fill="#2b2b33" />
      <circle cx="38" cy="30" r="2.5" fill="#2b2b33" />
    </svg>
  );
}
