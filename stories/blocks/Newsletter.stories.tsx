import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent } from 'storybook/test'
import newsletter from '../../blocks/newsletter/index.ts'
import { INVALID_EMAIL_MS } from '../../blocks/newsletter/Newsletter.tsx'
import defaultFixture from '../../blocks/newsletter/fixtures/default.html?raw'
import sidebar from '../../blocks/newsletter/fixtures/sidebar.html?raw'
import archive from '../../blocks/newsletter/fixtures/archive.html?raw'
import type { NewsletterAttrs } from '../../blocks/newsletter/schema.ts'
import type { FormNotice } from '../../content-schemas/forms.ts'
import { type BlockArgs, argsFromFixture, blockStory } from './block-story.tsx'
import { holdTimers, postedNotice, postedWithoutScript, stubFormsApi } from './form-story.tsx'

const meta = { title: 'Blocks/Newsletter', ...blockStory(newsletter) } satisfies Meta<BlockArgs>
export default meta
type Story = StoryObj<typeof meta>

/**
 * Each variant in each state of SPEC §4: idle; invalid (the 3 s flag, held for the picture);
 * sending (a post that never gets its answer); success and failure as the page shows them after a
 * post without JavaScript (the server's own answer to a form).
 */
const variants = { Default: defaultFixture, Sidebar: sidebar, Archive: archive }
type Variant = keyof typeof variants

/** What a visitor posts: their email, the sidebar's ticked box, and the block's audience when it names one. */
const posted = (attrs: NewsletterAttrs, email: string): Record<string, string> => ({
  ...(attrs.audience !== 'section' ? { audience: attrs.audience } : {}),
  email,
  ...(attrs.variant === 'sidebar' ? { agree: 'on' } : {}),
})
const afterPost = (outcome: FormNotice['outcome'], email: string) =>
  postedWithoutScript(newsletter, (attrs) => postedNotice('newsletter', outcome, posted(attrs, email)))

/** Types an email and subscribes, ticking the sidebar's box first. */
async function subscribe(canvas: Parameters<NonNullable<Story['play']>>[0]['canvas'], variant: Variant, email: string) {
  await userEvent.type(canvas.getByLabelText('Email address'), email)
  if (variant === 'Sidebar') await userEvent.click(canvas.getByRole('checkbox'))
  await userEvent.click(canvas.getByRole('button', { name: 'Subscribe' }))
}

function states(variant: Variant): Record<string, Story> {
  const args = argsFromFixture(newsletter, variants[variant])
  return {
    Idle: {
      args,
      play: async ({ canvas }) => {
        await expect(canvas.getByLabelText('Email address')).toHaveValue('')
        await expect(canvas.queryByRole('status')).toBeNull()
        await expect(canvas.queryByRole('alert')).toBeNull()
        if (variant === 'Sidebar') {
          // SPEC §5: the privacy and terms box must be ticked before submit is enabled.
          await expect(canvas.getByRole('button', { name: 'Subscribe' })).toBeDisabled()
          await userEvent.click(canvas.getByRole('checkbox'))
          await userEvent.click(canvas.getByRole('checkbox'))
        }
        await expect(canvas.getByRole('button', { name: 'Subscribe' })).toBeVisible()
      },
    },
    Invalid: (() => {
      const posts: URLSearchParams[] = []
      return {
        args,
        beforeEach: [stubFormsApi('never', posts), holdTimers(INVALID_EMAIL_MS)],
        play: async ({ canvas }) => {
          await subscribe(canvas, variant, 'not-an-email')
          // Right after the submit: nothing is sent, the button says why, the field is marked.
          await expect(canvas.getByRole('button')).toHaveTextContent('Is that an email?')
          await expect(canvas.getByLabelText('Email address')).toHaveAttribute('aria-invalid', 'true')
          await expect(posts).toHaveLength(0)
        },
      }
    })(),
    Sending: (() => {
      const posts: URLSearchParams[] = []
      return {
        args,
        beforeEach: [stubFormsApi('never', posts)],
        play: async ({ canvas }) => {
          await subscribe(canvas, variant, 'rahim@example.com')
          await expect(canvas.getByRole('button', { name: 'Sending...' })).toBeDisabled()
          await expect(posts[0]?.get('email')).toBe('rahim@example.com')
        },
      }
    })(),
    Success: {
      args,
      render: afterPost('sent', 'rahim@example.com'),
      play: async ({ canvas }) => {
        await expect(canvas.getByRole('status')).toHaveTextContent('Thanks for subscribing!')
        await expect(canvas.queryByRole('textbox')).toBeNull()
      },
    },
    Failure: {
      args,
      render: afterPost('failed', 'rahim@example.com'),
      play: async ({ canvas }) => {
        // The form stays, with what was typed, under the SPEC's message.
        await expect(canvas.getByRole('alert')).toHaveTextContent('Something went wrong! Please try again.')
        await expect(canvas.getByLabelText('Email address')).toHaveValue('rahim@example.com')
        await expect(canvas.getByRole('button', { name: 'Subscribe' })).toBeEnabled()
      },
    },
  }
}

const defaults = states('Default')
const sidebars = states('Sidebar')
const archives = states('Archive')

export const DefaultIdle = defaults.Idle!
export const DefaultInvalid = defaults.Invalid!
export const DefaultSending = defaults.Sending!
export const DefaultSuccess = defaults.Success!
export const DefaultFailure = defaults.Failure!

export const SidebarIdle = sidebars.Idle!
export const SidebarInvalid = sidebars.Invalid!
export const SidebarSending = sidebars.Sending!
export const SidebarSuccess = sidebars.Success!
export const SidebarFailure = sidebars.Failure!

export const ArchiveIdle: Story = {
  ...archives.Idle,
  play: async (context) => {
    await expect(context.canvas.getByRole('heading', { name: 'Never miss a coupon' })).toBeVisible()
    await archives.Idle!.play!(context)
  },
}
export const ArchiveInvalid = archives.Invalid!
export const ArchiveSending = archives.Sending!
export const ArchiveSuccess = archives.Success!
export const ArchiveFailure = archives.Failure!
