/** First focusable element of every page: keyboard users jump over the navigation. */
export function SkipLink({ target = 'conteudo' }: { target?: string }) {
  return (
    <a
      href={`#${target}`}
      className="sr-only z-[60] rounded-lg bg-white px-4 py-2 font-medium text-teal-900 shadow focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
    >
      Pular para o conteúdo
    </a>
  );
}
