/** The floor app's root layout (next.config.mjs): the document and nothing else. */
export default function RootLayout({ children }) {
  return (
    <html lang="nb">
      <body>{children}</body>
    </html>
  );
}
