/** Title and share-card meta; React 19 hoists these into <head>. */
export function PageMeta({ title, description, image }: { title: string; description: string; image?: string }) {
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      {image ? <meta property="og:image" content={image} /> : null}
    </>
  );
}
