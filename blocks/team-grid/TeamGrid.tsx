import type { BlockProps } from '../define-block.ts'
import { Link } from '../../renderer/Link.tsx'
import type { TeamGridAttrs } from './schema.ts'
import { initials } from './initials.ts'
import { BlockImage } from '../parts/BlockImage.tsx'
import { CardGrid } from '../parts/CardGrid.tsx'

/** The people behind the products: photo (or initials), name, role, a short bio and their profiles. */
export function TeamGrid({ attrs }: BlockProps<TeamGridAttrs>) {
  return (
    <section className="team-grid">
      {attrs.heading && <h2 className="team-grid__heading">{attrs.heading}</h2>}
      {attrs.intro && <p className="team-grid__intro">{attrs.intro}</p>}
      <CardGrid className="team-grid__members" cardClassName="team-grid__member" items={attrs.members} itemKey={(member, i) => `${member.name}-${i}`}>
        {(member) => (
          <>
            {member.photo ? (
              <BlockImage className="team-grid__photo" image={member.photo} />
            ) : (
              // The name follows as text; the initials are decoration.
              <span className="team-grid__initials" aria-hidden="true">
                {initials(member.name)}
              </span>
            )}
            <h3 className="team-grid__name">{member.name}</h3>
            <p className="team-grid__role">{member.role}</p>
            {member.bio && <p className="team-grid__bio">{member.bio}</p>}
            {member.links.length > 0 && (
              <ul className="team-grid__links">
                {member.links.map((link) => (
                  <li key={link.href}>
                    <Link href={link.href}>{link.label}</Link>
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </CardGrid>
    </section>
  )
}
