import type { Key, ReactNode } from 'react'

interface CardGridProps<Item> {
  /** The list's own class, the block's (`team-grid__members`): its spacing and column width (card-grid.css). */
  className: string
  items: readonly Item[]
  /** Each card's own class (`team-grid__member`), or one per item (a modifier: `webinar-list__item--recorded`). */
  cardClassName: string | ((item: Item) => string)
  itemKey: (item: Item, index: number) => Key
  /** What a card holds. */
  children: (item: Item, index: number) => ReactNode
}

/**
 * The items of a block as a grid of cards: a list (`<ul class="… card-grid">`) whose items are the
 * cards, each with the block's own class. Its layout and the cards' frame are card-grid.css, which
 * the stylesheet of each block that shows one imports.
 */
export function CardGrid<Item>({ className, items, cardClassName, itemKey, children }: CardGridProps<Item>) {
  return (
    <ul className={`${className} card-grid`}>
      {items.map((item, index) => (
        <li key={itemKey(item, index)} className={typeof cardClassName === 'string' ? cardClassName : cardClassName(item)}>
          {children(item, index)}
        </li>
      ))}
    </ul>
  )
}
