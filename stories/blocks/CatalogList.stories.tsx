import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent } from 'storybook/test'
import catalogListBlock from '../../blocks/catalog-list/index.ts'
import type { CatalogListItem } from '../../blocks/catalog-list/schema.ts'
import { CATALOGS, type CatalogName } from '../../content-schemas/catalog.ts'
import dokanModules from '../../blocks/catalog-list/fixtures/dokan-modules.html?raw'
import pmExtensions from '../../blocks/catalog-list/fixtures/pm-extensions.html?raw'
import itemsJson from '../../blocks/catalog-list/fixtures/items.json'
import { type BlockArgs, argsFromFixture, blockStory } from './block-story.tsx'

const meta = { title: 'Blocks/CatalogList', ...blockStory(catalogListBlock) } satisfies Meta<BlockArgs>
export default meta
type Story = StoryObj<typeof meta>

const fromFixture = (markup: string) => argsFromFixture(catalogListBlock, markup)
const items: CatalogListItem[] = itemsJson
const itemsOf = (catalog: CatalogName) => items.filter((item) => item.path.startsWith(CATALOGS[catalog].base))

export const DokanModules: Story = {
  args: { ...fromFixture(dokanModules), data: itemsOf('dokan-modules') },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(6)
    await expect(canvas.getByRole('link', { name: 'Vendor Verification' })).toHaveAttribute('href', '/dokan/modules/vendor-verification/')
    // The repeated 'See the module' links are skipped: keyboard users reach each module once.
    await userEvent.tab()
    await expect(canvas.getByRole('link', { name: 'Vendor Verification' })).toHaveFocus()
    await userEvent.tab()
    await expect(canvas.getByRole('link', { name: 'Wholesale' })).toHaveFocus()
  },
}

export const PmExtensions: Story = {
  args: { ...fromFixture(pmExtensions), data: itemsOf('pm-extensions') },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'WP Project Manager Pro extensions' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Gantt Chart' })).toHaveAttribute('href', '/wp-project-manager-pro/extensions/gantt-chart/')
    await expect(canvasElement.querySelectorAll('.catalog-list__more')).toHaveLength(4)
    await expect(canvasElement.querySelector('.catalog-list__more')).toHaveTextContent('Learn more →')
  },
}
