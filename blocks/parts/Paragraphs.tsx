/** Plain text from a block attribute as paragraphs: a blank line starts a new one. */
export function Paragraphs({ text, className }: { text: string; className?: string }) {
  return (
    <>
      {text.split(/\n\s*\n/).map((paragraph, i) => (
        <p key={i} className={className}>
          {paragraph.trim()}
        </p>
      ))}
    </>
  )
}
