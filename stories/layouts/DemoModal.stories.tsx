import type { Meta, StoryObj } from '@storybook/react-vite'
import { createStore, Provider } from 'jotai'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { DemoModal } from '../../layouts/DemoModal.tsx'
import { demoModalOpenAtom } from '../../layouts/ui-state.ts'
import { RENDERED_AT, onPage } from '../page-context.tsx'

/** The page's state store with the demo modal open, as the header's 'Try Demo' leaves it. */
function demoOpen() {
  const store = createStore()
  store.set(demoModalOpenAtom, true)
  return store
}

/** SPEC §4 demo modal: a native modal dialog the header's 'Try Demo' opens. */
const meta = {
  title: 'Layout/DemoModal',
  component: DemoModal,
  parameters: { frame: true },
  decorators: [
    (Story) => (
      <Provider store={demoOpen()}>
        <Story />
      </Provider>
    ),
    onPage({ urlPathname: '/', renderedAt: RENDERED_AT }),
  ],
} satisfies Meta<typeof DemoModal>
export default meta
type Story = StoryObj<typeof meta>

export const Open: Story = {
  play: async ({ canvas }) => {
    const dialog = await canvas.findByRole('dialog', { name: 'Try a live demo' })
    await expect(dialog).toHaveAttribute('open')
    await expect(within(dialog).getByText('Explore a fully set-up site in your browser. No sign-up, nothing to install.')).toBeVisible()
    await expect(within(dialog).getByRole('link', { name: 'Dokan marketplace demo' })).toHaveAttribute('href', '/dokan/demo/')
    await expect(within(dialog).getByRole('link', { name: 'WP Project Manager demo' })).toHaveAttribute('href', '/wp-project-manager-pro/')
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toBeVisible()
  },
}

export const Closed: Story = {
  play: async ({ canvas }) => {
    const dialog = await canvas.findByRole('dialog', { name: 'Try a live demo' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(dialog).not.toHaveAttribute('open'))
    await expect(canvas.queryByRole('dialog')).toBeNull()
  },
}
