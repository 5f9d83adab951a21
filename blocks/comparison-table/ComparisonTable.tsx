import { useId } from 'react'
import type { BlockProps } from '../define-block.ts'
import { useT } from '../../renderer/useT.ts'
import type { ComparisonTableAttrs } from './schema.ts'

type Cell = ComparisonTableAttrs['groups'][number]['rows'][number]['values'][number]

function CellContent({ value }: { value: Cell }) {
  const t = useT()
  if (typeof value === 'string') return <>{value}</>
  // The mark is for the eye; the words are for everyone else.
  return (
    <>
      <span className={`comparison-table__mark comparison-table__mark--${value ? 'yes' : 'no'}`} aria-hidden="true">
        {value ? '✓' : '✗'}
      </span>
      <span className="visually-hidden">{t(value ? 'comparison.included' : 'comparison.notIncluded')}</span>
    </>
  )
}

/**
 * Offers side by side in a real table. Each group is its own <tbody>, so its full-width header is a
 * row-group header (scope="rowgroup", the scope HTML allows there); on narrow screens the table
 * scrolls inside a focusable, labelled region instead of squeezing.
 */
export function ComparisonTable({ attrs }: BlockProps<ComparisonTableAttrs>) {
  const t = useT()
  const captionId = useId()
  const highlight = (index: number) => (attrs.columns[index]?.highlight ? ' comparison-table__col--highlight' : '')
  const span = attrs.columns.length + 1
  return (
    <section className="comparison-table">
      {attrs.heading && <h2 className="comparison-table__heading">{attrs.heading}</h2>}
      {attrs.intro && <p className="comparison-table__intro">{attrs.intro}</p>}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a region that scrolls sideways must take the focus, or a keyboard cannot scroll it (axe scrollable-region-focusable) */}
      <div className="comparison-table__scroll" role="region" aria-labelledby={captionId} tabIndex={0}>
        <table className="comparison-table__table">
          <caption id={captionId} className="visually-hidden">
            {attrs.heading ?? attrs.columns.map((column) => column.name).join(', ')}
          </caption>
          <thead>
            <tr>
              <th scope="col" className="comparison-table__feature-head">
                {t('comparison.feature')}
              </th>
              {attrs.columns.map((column, c) => (
                <th key={`${c}-${column.name}`} scope="col" className={`comparison-table__column${highlight(c)}`}>
                  <span className="comparison-table__column-name">{column.name}</span>
                  {column.note && <span className="comparison-table__column-note">{column.note}</span>}
                </th>
              ))}
            </tr>
          </thead>
          {attrs.groups.map((group, g) => (
            <tbody key={`${g}-${group.name ?? ''}`}>
              {group.name && (
                <tr className="comparison-table__group">
                  <th scope="rowgroup" colSpan={span}>
                    {group.name}
                  </th>
                </tr>
              )}
              {group.rows.map((row, r) => (
                <tr key={`${r}-${row.feature}`}>
                  <th scope="row" className="comparison-table__feature">
                    {row.feature}
                    {row.note && <span className="comparison-table__note">{row.note}</span>}
                  </th>
                  {row.values.map((value, c) => (
                    <td key={c} className={`comparison-table__cell${highlight(c)}`}>
                      <CellContent value={value} />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          ))}
        </table>
      </div>
    </section>
  )
}
