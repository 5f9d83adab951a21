import type { CmsClient } from '../../cms/client.ts'
import { permalinkPath } from '../../content-rules/permalink.ts'
import { plainText } from '../../content-rules/plain-text.ts'
import type { Forum } from '../../content-schemas/forum.ts'
import type { ForumListAttrs, ForumListData, ForumSummary } from './schema.ts'

/** A forum and its sub-forums' links, as the list shows them. */
async function summarizeForum(cms: CmsClient, forum: Forum): Promise<ForumSummary> {
  const children = await cms.getForums(forum.id)
  return {
    id: forum.id,
    title: plainText(forum.title.rendered),
    description: plainText(forum.content.rendered),
    path: permalinkPath(forum.link),
    topics: forum.topic_count,
    replies: forum.reply_count,
    lastActive: forum.last_active_gmt,
    children: children.map((child) => ({ id: child.id, title: plainText(child.title.rendered), path: permalinkPath(child.link) })),
  }
}

/** The forums below the block's forum (the top level when it names none); none when that forum does not exist. */
export async function loadForumList(attrs: ForumListAttrs, { cms }: { cms: CmsClient }): Promise<ForumListData> {
  let parent = 0
  if (attrs.forum) {
    const forum = await cms.getForumByPath(`/support/forum/${attrs.forum}/`)
    if (!forum) {
      console.warn(`[forum-list] no forum at /support/forum/${attrs.forum}/: the block lists nothing`)
      return { forums: [] }
    }
    parent = forum.id
  }
  return { forums: await Promise.all((await cms.getForums(parent)).map((forum) => summarizeForum(cms, forum))) }
}
