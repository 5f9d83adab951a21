<?php
/**
 * Docs, as the weDocs plugin keeps them: a hierarchical `docs` post type (products at the top,
 * then categories, then articles, in menu order) with weDocs' routes `wp/v2/docs/{id}/parents`
 * and `wp/v2/docs/search?query=&in=`. A product's group on the docs index (`_site_doc_group`:
 * plugins, modules or others) is the `doc_group` field; a product whose docs live elsewhere than
 * /docs/{product}/ (the Dokan knowledge base) names that base in `_site_doc_base`.
 */

defined( 'ABSPATH' ) || exit;

const SITE_BLOCKS_API_DOC_GROUPS = array( 'plugins', 'modules', 'others' );

add_action( 'init', function () {
	register_post_type( 'docs', array(
		'label'        => 'Docs',
		'public'       => true,
		'hierarchical' => true,
		'show_in_rest' => true,
		'rest_base'    => 'docs',
		'supports'     => array( 'title', 'editor', 'excerpt', 'page-attributes', 'custom-fields', 'revisions' ),
		'rewrite'      => array( 'slug' => 'docs', 'with_front' => false ),
	) );
	$text = array( 'type' => 'string', 'single' => true, 'show_in_rest' => false, 'default' => '' );
	register_post_meta( 'docs', '_site_doc_group', $text );
	register_post_meta( 'docs', '_site_doc_base', $text );
}, 5 );

add_filter( 'site_blocks_api_post_types', function ( $types ) {
	return array_merge( $types, array( 'docs' ) );
} );

/** A doc's ancestors, root first. */
function site_blocks_api_doc_ancestors( WP_Post $doc ) {
	return array_map( 'get_post', array_reverse( get_post_ancestors( $doc ) ) );
}

/** Its product's base and its slugs below it, in its language: /docs/dokan/getting-started/. */
add_filter( 'post_type_link', function ( $link, $post ) {
	if ( 'docs' !== $post->post_type ) {
		return $link;
	}
	$trail = array_merge( site_blocks_api_doc_ancestors( $post ), array( $post ) );
	$root  = $trail[0];
	$base  = get_post_meta( $root->ID, '_site_doc_base', true );
	$base  = $base ? $base : '/docs/' . $root->post_name . '/';
	$path  = $base;
	foreach ( array_slice( $trail, 1 ) as $doc ) {
		$path .= $doc->post_name . '/';
	}
	return site_blocks_api_prefix( home_url( $path ), site_blocks_api_lang( $post->ID ) );
}, 10, 2 );

add_action( 'rest_api_init', function () {
	register_rest_field( 'docs', 'doc_group', array(
		'get_callback' => function ( $item ) {
			if ( 0 !== (int) get_post( $item['id'] )->post_parent ) {
				return null;
			}
			$group = get_post_meta( $item['id'], '_site_doc_group', true );
			return in_array( $group, SITE_BLOCKS_API_DOC_GROUPS, true ) ? $group : null;
		},
		'schema'       => array( 'type' => array( 'string', 'null' ), 'enum' => array_merge( SITE_BLOCKS_API_DOC_GROUPS, array( null ) ), 'context' => array( 'view', 'edit' ), 'readonly' => true ),
	) );

	$published = function ( $id ) {
		$doc = get_post( (int) $id );
		return $doc && 'docs' === $doc->post_type && 'publish' === $doc->post_status && '' === $doc->post_password ? $doc : null;
	};

	// A published doc's published ancestors, root first, each with its order (its place among them),
	// ascending: a draft or private section's title is not the public's.
	register_rest_route( 'wp/v2', '/docs/(?P<id>\d+)/parents', array(
		'methods'             => 'GET',
		'permission_callback' => '__return_true',
		'callback'            => function ( WP_REST_Request $request ) use ( $published ) {
			$doc = $published( $request['id'] );
			if ( ! $doc ) {
				return new WP_Error( 'rest_post_invalid_id', 'Invalid post ID.', array( 'status' => 404 ) );
			}
			$parents = array();
			foreach ( site_blocks_api_doc_ancestors( $doc ) as $parent ) {
				if ( 'publish' !== $parent->post_status ) {
					continue;
				}
				$parents[] = array(
					'id'    => $parent->ID,
					'slug'  => $parent->post_name,
					'title' => array( 'rendered' => get_the_title( $parent ) ),
					'link'  => get_permalink( $parent ),
					'order' => count( $parents ),
				);
			}
			return rest_ensure_response( $parents );
		},
	) );

	// The docs of a language matching the words, within one product (`in`: its id) or all; best first.
	register_rest_route( 'wp/v2', '/docs/search', array(
		'methods'             => 'GET',
		'permission_callback' => '__return_true',
		'args'                => array(
			'query' => array( 'type' => 'string', 'default' => '' ),
			'in'    => array( 'type' => 'integer', 'minimum' => 1 ),
			'lang'  => array( 'type' => 'string', 'enum' => SITE_BLOCKS_API_LANGS, 'default' => SITE_BLOCKS_API_DEFAULT ),
		),
		'callback'            => function ( WP_REST_Request $request ) use ( $published ) {
			$query = trim( mb_substr( (string) $request['query'], 0, 100 ) );
			if ( '' === $query ) {
				return rest_ensure_response( array() );
			}
			$args = array(
				'post_type'      => 'docs',
				'post_status'    => 'publish',
				's'              => $query,
				'posts_per_page' => 20,
				'meta_query'     => array( array( 'key' => SITE_BLOCKS_API_LANG_META, 'value' => $request['lang'] ) ),
			);
			if ( $request['in'] ) {
				$root = $published( $request['in'] );
				if ( ! $root || 0 !== (int) $root->post_parent ) {
					return new WP_Error( 'rest_invalid_param', 'Invalid parameter(s): in', array( 'status' => 400 ) );
				}
				$scope = array_map( 'intval', wp_list_pluck( get_pages( array( 'post_type' => 'docs', 'child_of' => $root->ID ) ), 'ID' ) );
				$args['post__in'] = $scope ? $scope : array( 0 );
			}
			$results = array();
			foreach ( ( new WP_Query( $args ) )->posts as $doc ) {
				$results[] = array( 'id' => $doc->ID, 'permalink' => get_permalink( $doc ), 'title' => array( 'rendered' => get_the_title( $doc ) ) );
			}
			return rest_ensure_response( $results );
		},
	) );
} );
