/**
 * The floor app's one route (next.config.mjs): FLOOR_PAGES trivial pages, each a title and a
 * paragraph. The bench (bench/sections/build.ts) sets FLOOR_PAGES to the page count of the real
 * build it compares with; this app is not the site and does not use its configuration module.
 */
export const dynamicParams = false;

export function generateStaticParams() {
  const count = Number(process.env.FLOOR_PAGES ?? '10');
  return Array.from({ length: count }, (_, index) => ({ page: `side-${index + 1}` }));
}

export default async function Page({ params }) {
  const { page } = await params;
  return (
    <main>
      <h1>Side {page}</h1>
      <p>En enkel side med en tittel og et avsnitt, bygget som gulvet for byggets målinger.</p>
    </main>
  );
}
