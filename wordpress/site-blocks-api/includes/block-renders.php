<?php
/**
 * block_renders: what WordPress itself renders for the dynamic blocks of an item (latest posts,
 * archives, a query loop, site title…), whose saved markup holds little or nothing. The site uses
 * it, sanitized, for every dynamic core block it has no component of its own for.
 *
 * One entry per dynamic block whose render is not just its saved HTML: { path, block, html }. `path` locates the block in the
 * parse tree with whitespace-only freeform blocks left out ("2.0" is the first inner block of the
 * third block), the same tree the site's parser gives.
 */

defined( 'ABSPATH' ) || exit;

/** A block that carries nothing: the whitespace WordPress's parser emits between blocks. */
function site_blocks_api_is_blank_freeform( array $block ) {
	return null === $block['blockName'] && '' === trim( $block['innerHTML'] );
}

/** What a block shows without a render of its own: its saved HTML, with its inner blocks' HTML in their places. */
function site_blocks_api_saved_html( array $block ) {
	$html  = '';
	$inner = 0;
	foreach ( $block['innerContent'] as $chunk ) {
		$html .= is_string( $chunk ) ? $chunk : render_block( $block['innerBlocks'][ $inner++ ] );
	}
	return $html;
}

/** HTML without the whitespace between tags, which the serializer adds and a page does not show. */
function site_blocks_api_without_layout_space( $html ) {
	return preg_replace( '/>\s+</', '><', trim( $html ) );
}

/**
 * Collects the renders of the dynamic blocks of a block list, depth first: the outermost ones, and
 * those inside them too, for a site that renders an outer block itself (a navigation) but not one
 * inside it (its home link). Not a block a template repeats per post or comment inside a dynamic
 * one (a post title in a query loop): alone, it would render the page's own post.
 */
function site_blocks_api_collect_renders( array $blocks, $prefix, array &$renders, $in_dynamic = false ) {
	$registry = WP_Block_Type_Registry::get_instance();
	$index    = 0;
	foreach ( $blocks as $block ) {
		if ( site_blocks_api_is_blank_freeform( $block ) ) {
			continue;
		}
		$path    = $prefix . $index++;
		$type    = $block['blockName'] ? $registry->get_registered( $block['blockName'] ) : null;
		$dynamic = $type && $type->is_dynamic();
		$per_item = $in_dynamic && $type && array_intersect( (array) $type->uses_context, array( 'postId', 'commentId' ) );
		if ( $dynamic && ! $per_item ) {
			$html = trim( render_block( $block ) );
			// A render that is the saved HTML again (an image, a file; since 6.9 a heading or a list, which
			// WordPress renders only to add a class older content lacks) would only repeat it.
			if ( site_blocks_api_without_layout_space( $html ) !== site_blocks_api_without_layout_space( site_blocks_api_saved_html( $block ) ) ) {
				$renders[] = array( 'path' => $path, 'block' => $block['blockName'], 'html' => $html );
			}
		}
		site_blocks_api_collect_renders( $block['innerBlocks'], $path . '.', $renders, $in_dynamic || $dynamic );
	}
}

/**
 * The dynamic-block renders of some block markup, rendered as on the item's own page: the item is
 * the global post, so post title, date and the like are its own.
 */
function site_blocks_api_block_renders( $markup, WP_Post $item ) {
	if ( ! has_blocks( $markup ) ) {
		return array();
	}
	global $post;
	$previous = $post;
	$post     = $item; // phpcs:ignore WordPress.WP.GlobalVariablesOverride -- rendered as on its own page.
	setup_postdata( $post );
	$renders = array();
	site_blocks_api_collect_renders( parse_blocks( $markup ), '', $renders );
	$post = $previous; // phpcs:ignore WordPress.WP.GlobalVariablesOverride
	if ( $previous instanceof WP_Post ) {
		setup_postdata( $previous );
	}
	return $renders;
}

add_action( 'rest_api_init', function () {
	$entry = array(
		'type'       => 'object',
		'properties' => array(
			'path'  => array( 'type' => 'string' ),
			'block' => array( 'type' => 'string' ),
			'html'  => array( 'type' => 'string' ),
		),
	);
	foreach ( site_blocks_api_post_types() as $type ) {
		register_rest_field( $type, 'block_renders', array(
			'get_callback' => function ( $item ) {
				$post = get_post( $item['id'] );
				if ( ! $post || 'publish' !== $post->post_status || '' !== $post->post_password ) {
					return array();
				}
				return site_blocks_api_block_renders( $post->post_content, $post );
			},
			'schema'       => array( 'type' => 'array', 'items' => $entry, 'context' => array( 'view', 'edit' ), 'readonly' => true ),
		) );
	}
} );
