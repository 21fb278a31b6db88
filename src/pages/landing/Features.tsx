import { useLandingText } from './landingText';

const FEATURES = ['pet', 'chess', 'fruit'] as const;

/** What the app is for (docs/product.md, "The app and its pages"): a pet raised together, flight chess in a room, the merge-fruit game. */
export function Features({ className, itemClassName }: { className?: string; itemClassName?: string }) {
  const text = useLandingText();
  return (
    <section className={className} aria-labelledby="features-title">
      <h2 id="features-title">{text.featuresTitle}</h2>
      <ul>
        {FEATURES.map((f) => (
          <li key={f} className={itemClassName}>
            <h3>{text[`${f}Title`]}</h3>
            <p>{text[`${f}Text`]}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
