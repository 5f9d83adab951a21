/** Up to two initials of a name for a photo-less avatar: 'Tareq Hasan' → 'TH', 'Nizam' → 'N'. */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean)
  const first = words[0]
  const last = words.length > 1 ? words[words.length - 1] : undefined
  // Array.from keeps letters outside the Basic Multilingual Plane whole.
  return [first, last]
    .map((word) => (word ? (Array.from(word)[0] ?? '') : ''))
    .join('')
    .toLocaleUpperCase()
}
