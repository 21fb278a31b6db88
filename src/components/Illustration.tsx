/** Two people and their pet under a heart; decorative, drawn here. */
export function Illustration({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 320 220" aria-hidden="true" focusable="false">
      <ellipse cx="160" cy="200" rx="140" ry="14" fill="#f8c8d6" />
      <path
        d="M160 70 C120 40 110 10 135 5 C148 2 156 12 160 20 C164 12 172 2 185 5 C210 10 200 40 160 70 Z"
        fill="#ff6b8b"
      />
      <circle cx="95" cy="95" r="24" fill="#ffd8b1" />
      <path d="M71 90 C72 66 118 66 119 90 C110 80 85 80 71 90 Z" fill="#5c3d2e" />
      <rect x="72" y="120" width="46" height="70" rx="20" fill="#4dabf7" />
      <circle cx="225" cy="95" r="24" fill="#ffd8b1" />
      <path d="M199 98 C196 62 254 62 251 98 C248 80 240 76 225 76 C210 76 202 80 199 98 Z" fill="#2b2b33" />
      <rect x="202" y="120" width="46" height="70" rx="20" fill="#f783ac" />
      <ellipse cx="160" cy="178" rx="26" ry="18" fill="#fff3bf" />
      <circle cx="160" cy="152" r="18" fill="#fff3bf" />
      <path d="M146 140 L142 126 L154 136 Z M174 140 L178 126 L166 136 Z" fill="#ffe066" />
      <circle cx="154" cy="150" r="2.5" fill="#2b2b33" />
      <circle cx="166" cy="150" r="2.5" fill="#2b2b33" />
    </svg>
  );
}
