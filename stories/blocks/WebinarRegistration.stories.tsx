import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent } from 'storybook/test'
import webinarRegistration from '../../blocks/webinar-registration/index.ts'
import type { WebinarRegistrationAttrs } from '../../blocks/webinar-registration/schema.ts'
import upcoming from '../../blocks/webinar-registration/fixtures/upcoming.html?raw'
import type { FormNotice } from '../../content-schemas/forms.ts'
import { type BlockArgs, argsFromFixture, blockStory } from './block-story.tsx'
import { postedNotice, postedWithoutScript, stubFormsApi } from './form-story.tsx'

const meta = { title: 'Blocks/WebinarRegistration', ...blockStory(webinarRegistration) } satisfies Meta<BlockArgs>
export default meta
type Story = StoryObj<typeof meta>

/**
 * The registration in each state of SPEC §4: idle; invalid, success and failure as the page shows
 * them after a post without JavaScript (the server's answer); sending (a post that never gets its answer).
 */
const args = argsFromFixture(webinarRegistration, upcoming)
const webinar = 'client-projects-without-per-seat-fees'

/** A visitor's post: the webinar chosen, what they typed, and the block's own form id. */
const posted = (attrs: WebinarRegistrationAttrs, typed: { first_name: string; email: string; agree: boolean }): Record<string, string> => ({
  formId: String(attrs.formId),
  webinar,
  first_name: typed.first_name,
  last_name: '',
  email: typed.email,
  ...(typed.agree ? { agree: 'on' } : {}),
})
const complete = { first_name: 'Sophie', email: 'sophie@example.com', agree: true }
const afterPost = (outcome: FormNotice['outcome'], typed = complete) =>
  postedWithoutScript(webinarRegistration, (attrs) => postedNotice('webinar', outcome, posted(attrs, typed)))

export const Idle: Story = {
  args,
  play: async ({ canvas }) => {
    const select = canvas.getByLabelText('Webinar')
    await expect(select).toHaveValue('launch-a-marketplace-in-a-weekend')
    await userEvent.selectOptions(select, webinar)
    await expect(select).toHaveValue(webinar)
    // The browser keeps an incomplete registration from being sent.
    await expect(canvas.getByLabelText('First name')).toBeRequired()
    await expect(canvas.getByRole('checkbox')).toBeRequired()
    await expect(canvas.getByRole('button', { name: 'Save my seat' })).toBeEnabled()
    await expect(canvas.queryByRole('alert')).toBeNull()
  },
}

export const Invalid: Story = {
  args,
  render: afterPost('invalid', { first_name: '', email: 'sophie@', agree: false }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Please check these fields: First name, Email address, I agree to the privacy policy and terms of service.',
    )
    await expect(canvas.getByLabelText('First name')).toHaveAttribute('aria-invalid', 'true')
    await expect(canvas.getByLabelText('Email address')).toHaveAttribute('aria-invalid', 'true')
    await expect(canvas.getByLabelText('Webinar')).toHaveValue(webinar)
  },
}

const posts: URLSearchParams[] = []
export const Sending: Story = {
  args,
  beforeEach: [stubFormsApi('never', posts)],
  play: async ({ canvas }) => {
    await userEvent.selectOptions(canvas.getByLabelText('Webinar'), webinar)
    await userEvent.type(canvas.getByLabelText('First name'), complete.first_name)
    await userEvent.type(canvas.getByLabelText('Email address'), complete.email)
    await userEvent.click(canvas.getByRole('checkbox'))
    await userEvent.click(canvas.getByRole('button', { name: 'Save my seat' }))
    await expect(canvas.getByRole('button', { name: 'Sending...' })).toBeDisabled()
    await expect(posts.at(-1)?.get('webinar')).toBe(webinar)
  },
}

export const Success: Story = {
  args,
  render: afterPost('sent'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent("You're registered! We've emailed you the link to join.")
    await expect(canvas.queryByRole('button')).toBeNull()
  },
}

export const Failure: Story = {
  args,
  render: afterPost('failed'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Something went wrong! Please try again.')
    await expect(canvas.getByLabelText('Webinar')).toHaveValue(webinar)
    await expect(canvas.getByLabelText('Email address')).toHaveValue(complete.email)
    await expect(canvas.getByRole('button', { name: 'Save my seat' })).toBeEnabled()
  },
}

/** With JavaScript, the forms API's answer for a seat it stored for later delivery (202 queued): a success (SPEC §4). */
export const SuccessWithScript: Story = {
  args,
  beforeEach: [stubFormsApi({ result: { ok: true, status: 'queued' } })],
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText('First name'), complete.first_name)
    await userEvent.type(canvas.getByLabelText('Email address'), complete.email)
    await userEvent.click(canvas.getByRole('checkbox'))
    await userEvent.click(canvas.getByRole('button', { name: 'Save my seat' }))
    await expect(await canvas.findByRole('status')).toHaveTextContent("You're registered! We've emailed you the link to join.")
  },
}
