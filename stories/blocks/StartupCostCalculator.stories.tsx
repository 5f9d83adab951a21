import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent } from 'storybook/test'
import calculator from '../../blocks/startup-cost-calculator/index.ts'
import dokanMarketplace from '../../blocks/startup-cost-calculator/fixtures/dokan-marketplace.html?raw'
import leanEur from '../../blocks/startup-cost-calculator/fixtures/lean-eur.html?raw'
import { type BlockArgs, argsFromFixture, blockStory } from './block-story.tsx'

const meta = { title: 'Blocks/Startup cost calculator', ...blockStory(calculator) } satisfies Meta<BlockArgs>
export default meta
type Story = StoryObj<typeof meta>

const figure = (root: HTMLElement, name: string) => root.querySelector(`[data-result="${name}"]`)

export const DokanMarketplace: Story = {
  args: argsFromFixture(calculator, dokanMarketplace),
  play: async ({ canvas, canvasElement }) => {
    await expect(figure(canvasElement, 'breakEven')).toHaveTextContent('Month 17')
    await expect(figure(canvasElement, 'firstYearNetResult')).toHaveTextContent('-$5,735.30')

    // A cheaper freelancer: the one-time total follows as you type.
    const design = canvas.getByLabelText('Store design and setup')
    await userEvent.clear(design)
    await userEvent.type(design, '1500')
    await expect(figure(canvasElement, 'oneTimeTotal')).toHaveTextContent('$3,929')
    await expect(figure(canvasElement, 'firstYearCost')).toHaveTextContent('$22,925')

    // An emptied field counts as zero: no orders, no income, no break-even.
    const orders = canvas.getByLabelText('Orders per month')
    await userEvent.clear(orders)
    await expect(figure(canvasElement, 'monthOneNetIncome')).toHaveTextContent('$0')
    await expect(figure(canvasElement, 'breakEven')).toHaveTextContent('Does not break even within 5 years at these numbers.')

    // Keyboard only: Tab from the last field to Reset, then Enter.
    canvas.getByLabelText('Monthly growth in orders (%)').focus()
    await userEvent.tab()
    await expect(canvas.getByRole('button', { name: 'Reset to defaults' })).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    await expect(orders).toHaveValue(200)
    await expect(design).toHaveValue(2000)
    await expect(figure(canvasElement, 'breakEven')).toHaveTextContent('Month 17')
  },
}

export const LeanInEuros: Story = {
  args: argsFromFixture(calculator, leanEur),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Amounts in EUR.')).toBeVisible()
    await expect(figure(canvasElement, 'monthlyTotal')).toHaveTextContent('€292.67')
    await expect(figure(canvasElement, 'breakEven')).toHaveTextContent('Month 16')

    // Without growth, 40 orders never cover the running costs.
    const growth = canvas.getByLabelText('Monthly growth in orders (%)')
    await userEvent.clear(growth)
    await userEvent.type(growth, '0')
    await expect(figure(canvasElement, 'breakEven')).toHaveTextContent('Does not break even within 5 years')

    // A higher commission brings it back, sooner.
    await userEvent.clear(growth)
    await userEvent.type(growth, '10')
    const commission = canvas.getByLabelText('Commission (% of each order)')
    await userEvent.clear(commission)
    await userEvent.type(commission, '20')
    await expect(figure(canvasElement, 'monthOneNetIncome')).toHaveTextContent('€275.80')
    await expect(figure(canvasElement, 'breakEven')).toHaveTextContent('Month 9')
    await expect(figure(canvasElement, 'firstYearNetResult')).toHaveTextContent('€1,426.75')

    // The first year, month by month, behind a native disclosure.
    await userEvent.click(canvas.getByText('Month by month, first year', { selector: 'summary' }))
    await expect(canvas.getByRole('table')).toBeVisible()
    await expect(canvas.getAllByRole('row')).toHaveLength(13)
  },
}
