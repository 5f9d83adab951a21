import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { LanguageNotice } from '../../layouts/LanguageNotice.tsx'

/** Above a page or docs article that has no translation in the visitor's language and is shown in English. */
const meta = { title: 'Layout/LanguageNotice', component: LanguageNotice } satisfies Meta<typeof LanguageNotice>
export default meta
type Story = StoryObj<typeof meta>

export const OnASpanishPage: Story = {
  globals: { locale: 'es' },
  render: () => (
    <>
      <LanguageNotice />
      <article lang="en">
        <h1>Dokan Cloud</h1>
        <p>Launch a multi-vendor marketplace without running a server.</p>
      </article>
    </>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Esta página aún no está disponible en tu idioma, por eso se muestra en inglés.')).toHaveClass('language-notice')
  },
}
