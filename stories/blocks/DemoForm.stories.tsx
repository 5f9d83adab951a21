import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent } from 'storybook/test'
import demoForm from '../../blocks/demo-form/index.ts'
import a from '../../blocks/demo-form/fixtures/a.html?raw'
import b from '../../blocks/demo-form/fixtures/b.html?raw'
import c from '../../blocks/demo-form/fixtures/c.html?raw'
import { type BlockArgs, argsFromFixture, blockStory } from './block-story.tsx'

const meta = { title: 'Blocks/Demo form', ...blockStory(demoForm) } satisfies Meta<BlockArgs>
export default meta
type Story = StoryObj<typeof meta>

export const FormA: Story = {
  args: argsFromFixture(demoForm, a),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Try Dokan on a live marketplace' })).toBeVisible()
    await expect(canvas.getByLabelText('First name')).toBeRequired()
    await expect(canvas.getByRole('checkbox')).toBeRequired()
  },
}

export const FormBInline: Story = {
  args: argsFromFixture(demoForm, b),
  play: async ({ canvas }) => {
    const country = canvas.getByLabelText('Country')
    // About 249 countries with their names, after the placeholder.
    await expect((country as HTMLSelectElement).options.length).toBe(250)
    await userEvent.selectOptions(country, 'BD')
    await expect(country).toHaveValue('BD')
    await userEvent.type(canvas.getByLabelText('First name'), 'Rahim')
    await userEvent.type(canvas.getByLabelText('Email address'), 'rahim@example.com')
    await userEvent.click(canvas.getByRole('checkbox'))
    await userEvent.click(canvas.getByRole('button', { name: 'Get instant access' }))
    // Storybook has no site server: the request fails and the form stays, with the SPEC text.
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Something went wrong! Please try again.')
    await expect(canvas.getByLabelText('First name')).toHaveValue('Rahim')
  },
}

export const FormC: Story = {
  args: argsFromFixture(demoForm, c),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Get instant access' })).toBeEnabled()
  },
}
