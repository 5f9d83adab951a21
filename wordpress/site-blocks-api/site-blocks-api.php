<?php
/**
 * Plugin Name: Site Blocks API
 * Description: What the headless site needs of WordPress: its blocks in the block editor with a live preview, draft previews on the site, save-to-live notices, and read-only REST fields (raw block markup and language of published items, language-prefixed permalinks, the catalog and testimonial post types, and job listings), the site settings assembled from WordPress's menus and the plugin's Campaign and Site settings screens and the support forum's bbpress/v1 routes over bbPress's storage.
 * Version: 1.1.0
 * Requires at least: 6.1
 * Tested up to: 7.1
 * Requires PHP: 7.4
 * License: GPL-2.0-or-later
 * License URI: https://www.gnu.org/licenses/gpl-2.0.html
 * Text Domain: site-blocks-api
 */

defined( 'ABSPATH' ) || exit;

require_once __DIR__ . '/includes/site-rules.php';

/** The site's languages (content-rules/locales.ts, through site-rules.json): their codes, the default, and each one's name as the site names it. */
define( 'SITE_BLOCKS_API_LANGS', array_keys( site_blocks_api_rules()['languages']['all'] ) );
define( 'SITE_BLOCKS_API_DEFAULT', site_blocks_api_rules()['languages']['default'] );
define( 'SITE_BLOCKS_API_LANG_NAMES', array_combine( SITE_BLOCKS_API_LANGS, array_column( site_blocks_api_rules()['languages']['all'], 'name' ) ) );
const SITE_BLOCKS_API_LANG_META = '_site_lang';

require_once __DIR__ . '/includes/scripts.php';
require_once __DIR__ . '/includes/site-connection.php';
require_once __DIR__ . '/includes/editor.php';
require_once __DIR__ . '/includes/block-renders.php';
require_once __DIR__ . '/includes/docs.php';
require_once __DIR__ . '/includes/forum.php';
require_once __DIR__ . '/includes/preview.php';
require_once __DIR__ . '/includes/live-preview.php';
require_once __DIR__ . '/includes/site-checks.php';
require_once __DIR__ . '/includes/notify.php';
require_once __DIR__ . '/includes/translations.php';
require_once __DIR__ . '/includes/translation-sources.php';
require_once __DIR__ . '/includes/menus.php';
require_once __DIR__ . '/includes/site-settings.php';
require_once __DIR__ . '/includes/site-options.php';

/**
 * The catalog post types (REST base => where their entries live on the site, without its slashes:
 * `dokan/modules`), as the site's content-schemas/catalog.ts lists them (site-rules.json).
 */
define(
	'SITE_BLOCKS_API_CATALOGS',
	array_map(
		function ( $catalog ) {
			return trim( $catalog['path'], '/' );
		},
		site_blocks_api_rules()['catalogs']
	)
);

/** Post types the site reads; custom types add themselves with the filter. */
function site_blocks_api_post_types() {
	return apply_filters(
		'site_blocks_api_post_types',
		array_merge( array( 'post', 'page', 'testimonial' ), array_keys( SITE_BLOCKS_API_CATALOGS ) )
	);
}

/** The REST base of a post type the site shows (`pages`, `posts`, `dokan-modules`…), or null for any other. */
function site_blocks_api_rest_base( $post_type ) {
	if ( ! in_array( $post_type, site_blocks_api_post_types(), true ) ) {
		return null;
	}
	$object = get_post_type_object( $post_type );
	return $object && $object->rest_base ? $object->rest_base : $post_type;
}

/** The site renders stored text itself: no curly-quote rewriting of titles and content. */
add_filter( 'run_wptexturize', '__return_false' );

/* Comments are shown as their authors wrote them: no smileys as images, no linkified text, no rewritten spelling. */
remove_filter( 'comment_text', 'make_clickable', 9 );
remove_filter( 'comment_text', 'convert_smilies', 20 );
remove_filter( 'comment_text', 'capital_P_dangit', 31 );

/**
 * Avatars the site can show: a user's or a comment's stored picture (`_site_avatar`), at every size;
 * others keep WordPress's avatar.
 */
add_filter( 'pre_get_avatar_data', function ( $args, $id_or_email ) {
	$avatar = '';
	if ( $id_or_email instanceof WP_Comment ) {
		$avatar = get_comment_meta( $id_or_email->comment_ID, '_site_avatar', true );
	} elseif ( is_numeric( $id_or_email ) ) {
		$avatar = get_user_meta( (int) $id_or_email, '_site_avatar', true );
	} elseif ( $id_or_email instanceof WP_User ) {
		$avatar = get_user_meta( $id_or_email->ID, '_site_avatar', true );
	}
	if ( $avatar ) {
		$args['url'] = $avatar;
	}
	return $args;
}, 10, 2 );

/** A post's featured image with its files by width: the featured media, or the image imported with the post. */
function site_blocks_api_featured_image( $post_id, $thumbnail = null ) {
	// An unsaved choice in the editor (the live preview) stands in for the saved one.
	$thumbnail = null === $thumbnail ? get_post_thumbnail_id( $post_id ) : (int) $thumbnail;
	if ( $thumbnail ) {
		$meta  = wp_get_attachment_metadata( $thumbnail );
		$sizes = array();
		foreach ( ( $meta['sizes'] ?? array() ) as $size ) {
			$sizes[] = array( 'width' => (int) $size['width'], 'src' => wp_get_attachment_image_url( $thumbnail, array( $size['width'], $size['height'] ) ) );
		}
		usort( $sizes, function ( $a, $b ) { return $a['width'] - $b['width']; } );
		return array(
			'src'    => wp_get_attachment_url( $thumbnail ),
			'alt'    => (string) get_post_meta( $thumbnail, '_wp_attachment_image_alt', true ),
			'width'  => (int) ( $meta['width'] ?? 0 ),
			'height' => (int) ( $meta['height'] ?? 0 ),
			'sizes'  => $sizes,
		);
	}
	$imported = json_decode( (string) get_post_meta( $post_id, '_site_featured_image', true ), true );
	return is_array( $imported ) ? $imported : null;
}

/*
 * Archives live at the site's root (/category/x/, /tag/x/, /author/x/, /date/2025/02/), not under the
 * posts' /blog/ front: links WordPress renders (a tag cloud, archives) are then the site's own URLs.
 * Before init, when the taxonomies add their permalink structures.
 */
add_action( 'setup_theme', function () {
	global $wp_rewrite;
	$wp_rewrite->front = $wp_rewrite->root . '/';
} );

add_action( 'init', function () {
	foreach ( SITE_BLOCKS_API_CATALOGS as $type => $base ) {
		register_post_type( $type, array(
			'label'        => ucwords( str_replace( '-', ' ', $type ) ),
			'public'       => true,
			'show_in_rest' => true,
			'rest_base'    => $type,
			'hierarchical' => false,
			// Revisions: a translation's "Compare" opens WordPress's revisions screen on its source.
			'supports'     => array( 'title', 'editor', 'excerpt', 'page-attributes', 'custom-fields', 'revisions' ),
			'rewrite'      => array( 'slug' => $base, 'with_front' => false ),
		) );
	}

	// Testimonials (SPEC: a list of posts plus a total): the customer is the title, the quote the content.
	register_post_type( 'testimonial', array(
		'label'        => 'Testimonials',
		'public'       => true,
		'show_in_rest' => true,
		'rest_base'    => 'testimonial',
		'supports'     => array( 'title', 'editor', 'custom-fields', 'revisions' ),
	) );
	$text = array( 'type' => 'string', 'single' => true, 'show_in_rest' => true, 'default' => '' );
	register_post_meta( 'testimonial', 'company', $text );
	register_post_meta( 'testimonial', 'role', $text );
	register_post_meta( 'testimonial', 'product', $text );
	register_post_meta( 'testimonial', 'rating', array( 'type' => 'integer', 'single' => true, 'show_in_rest' => true, 'default' => 5 ) );
}, 5 );

/** Catalog entries in other languages carry the prefix too: /es/dokan/modules/{slug}/. */
add_filter( 'post_type_link', function ( $link, $post ) {
	return isset( SITE_BLOCKS_API_CATALOGS[ $post->post_type ] ) ? site_blocks_api_prefix( $link, site_blocks_api_lang( $post->ID ) ) : $link;
}, 10, 2 );

/** The language of a post: its meta, or English. */
function site_blocks_api_lang( $post_id ) {
	$lang = get_post_meta( $post_id, SITE_BLOCKS_API_LANG_META, true );
	return in_array( $lang, SITE_BLOCKS_API_LANGS, true ) ? $lang : SITE_BLOCKS_API_DEFAULT;
}

/** The meta query clause of a language: English includes items without `_site_lang`, as the REST `lang` filter does. */
function site_blocks_api_lang_clause( $lang ) {
	if ( SITE_BLOCKS_API_DEFAULT === $lang ) {
		return array(
			'relation' => 'OR',
			array( 'key' => SITE_BLOCKS_API_LANG_META, 'value' => $lang ),
			array( 'key' => SITE_BLOCKS_API_LANG_META, 'compare' => 'NOT EXISTS' ),
		);
	}
	return array( array( 'key' => SITE_BLOCKS_API_LANG_META, 'value' => $lang ) );
}

add_action( 'init', function () {
	foreach ( site_blocks_api_post_types() as $type ) {
		register_post_meta( $type, SITE_BLOCKS_API_LANG_META, array(
			'type'              => 'string',
			'single'            => true,
			// The block editor's Language panel edits it with the post (includes/translations.php).
			'show_in_rest'      => array( 'schema' => array( 'type' => 'string', 'enum' => SITE_BLOCKS_API_LANGS ) ),
			'auth_callback'     => function ( $allowed, $meta_key, $post_id ) {
				return current_user_can( 'edit_post', $post_id );
			},
			'sanitize_callback' => function ( $value ) {
				return in_array( $value, SITE_BLOCKS_API_LANGS, true ) ? $value : SITE_BLOCKS_API_DEFAULT;
			},
		) );
	}
} );

add_action( 'rest_api_init', function () {
	foreach ( site_blocks_api_post_types() as $type ) {
		/*
		 * block_markup: the raw post_content (block comments included), which stock WordPress only
		 * shows in the edit context. Public for published, unprotected items only; the site parses it.
		 */
		register_rest_field( $type, 'block_markup', array(
			'get_callback' => function ( $item ) {
				$post = get_post( $item['id'] );
				if ( ! $post || 'publish' !== $post->post_status || '' !== $post->post_password ) {
					return '';
				}
				return $post->post_content;
			},
			'schema'       => array( 'type' => 'string', 'context' => array( 'view', 'edit' ), 'readonly' => true ),
		) );

		register_rest_field( $type, 'lang', array(
			'get_callback' => function ( $item ) {
				return site_blocks_api_lang( $item['id'] );
			},
			'schema'       => array( 'type' => 'string', 'enum' => SITE_BLOCKS_API_LANGS, 'context' => array( 'view', 'edit' ), 'readonly' => true ),
		) );

		// ?lang=es on collections (absent: every language, like the site's embedded content API).
		add_filter( "rest_{$type}_collection_params", function ( $params ) {
			$params['lang'] = array(
				'description' => 'Limit results to one language.',
				'type'        => 'string',
				'enum'        => SITE_BLOCKS_API_LANGS,
			);
			return $params;
		} );
		add_filter( "rest_{$type}_query", function ( $args, $request ) {
			$lang = $request->get_param( 'lang' );
			if ( ! $lang ) {
				return $args;
			}
			$args['meta_query'] = array_merge( $args['meta_query'] ?? array(), array( site_blocks_api_lang_clause( $lang ) ) );
			return $args;
		}, 10, 2 );
	}

	// ?product=dokan on testimonials: only that product's (the product meta).
	add_filter( 'rest_testimonial_collection_params', function ( $params ) {
		$params['product'] = array( 'type' => 'string', 'pattern' => '^[a-z0-9][a-z0-9-]{0,63}$' );
		return $params;
	} );
	add_filter( 'rest_testimonial_query', function ( $args, $request ) {
		$product = $request->get_param( 'product' );
		if ( $product ) {
			$args['meta_query'] = array_merge( $args['meta_query'] ?? array(), array( array( 'key' => 'product', 'value' => $product ) ) );
		}
		return $args;
	}, 10, 2 );

	/*
	 * Job listings in the shape of the ERP recruitment API, from an imported option. Where the ERP
	 * plugin runs on another host, the site reads that host instead (JOBS_API_URL).
	 */
	register_rest_route( 'erp/v1', '/hrm/recruitment/jobs', array(
		'methods'             => 'GET',
		'permission_callback' => '__return_true',
		'callback'            => function () {
			$jobs = get_option( 'site_job_listings' );
			return rest_ensure_response( is_array( $jobs ) ? $jobs : array() );
		},
	) );

	// The blog's fields (SPEC: thumbnail, yoast_head_json or yoast_meta, uagb_inline_style).
	register_rest_field( 'post', 'featured_image', array(
		'get_callback' => function ( $item ) {
			return site_blocks_api_featured_image( $item['id'] );
		},
		'schema'       => array( 'type' => array( 'object', 'null' ), 'context' => array( 'view' ), 'readonly' => true ),
	) );
	if ( ! defined( 'WPSEO_VERSION' ) ) {
		// Without Yoast SEO: the SEO an editor imported with the post, as Yoast would answer it.
		register_rest_field( 'post', 'yoast_head_json', array(
			'get_callback' => function ( $item ) {
				$head = json_decode( (string) get_post_meta( $item['id'], '_site_yoast_head_json', true ), true );
				return is_array( $head ) ? $head : null;
			},
			'schema'       => array( 'type' => array( 'object', 'null' ), 'context' => array( 'view' ), 'readonly' => true ),
		) );
	}
	// The head's meta tags from the title, excerpt and featured image (the fallback the site reads).
	register_rest_field( 'post', 'yoast_meta', array(
		'get_callback' => function ( $item, $field, $request ) {
			$post    = get_post( $item['id'] );
			$image   = site_blocks_api_featured_image( $post->ID );
			$excerpt = site_blocks_api_excerpt_hidden( $post, $request ) ? '' : $post->post_excerpt;
			$meta    = array(
				array( 'name' => 'description', 'content' => $excerpt ),
				array( 'property' => 'og:title', 'content' => $post->post_title ),
				array( 'property' => 'og:description', 'content' => $excerpt ),
				array( 'property' => 'og:type', 'content' => 'article' ),
			);
			if ( $image ) {
				$meta[] = array( 'property' => 'og:image', 'content' => $image['src'] );
			}
			$meta[] = array( 'name' => 'twitter:card', 'content' => $image ? 'summary_large_image' : 'summary' );
			return $meta;
		},
		'schema'       => array( 'type' => 'array', 'context' => array( 'view' ), 'readonly' => true ),
	) );
	if ( ! defined( 'UAGB_VER' ) ) {
		// Without the Spectra plugin: the page-level CSS imported with the post.
		register_rest_field( 'post', 'uagb_inline_style', array(
			'get_callback' => function ( $item ) {
				return (string) get_post_meta( $item['id'], '_site_inline_style', true );
			},
			'schema'       => array( 'type' => 'string', 'context' => array( 'view' ), 'readonly' => true ),
		) );
	}
} );

/**
 * Whether a post's excerpt is kept from this REST request, as core's posts controller keeps it
 * (`excerpt.rendered`): a password-protected post's, unless the request gives the password.
 */
function site_blocks_api_excerpt_hidden( WP_Post $post, $request ) {
	if ( '' === $post->post_password ) {
		return false;
	}
	$given = $request instanceof WP_REST_Request ? (string) $request['password'] : '';
	return ! ( '' !== $given && hash_equals( $post->post_password, $given ) ) && post_password_required( $post );
}

/** Permalinks of other languages carry their prefix: /es/about/, /es/{id}/{slug}/. */
function site_blocks_api_prefix( $url, $lang ) {
	if ( SITE_BLOCKS_API_DEFAULT === $lang ) {
		return $url;
	}
	$home = untrailingslashit( home_url() );
	return $home . '/' . $lang . substr( $url, strlen( $home ) );
}

/** A top-level page with the front page's slug is that front page in its language. */
function site_blocks_api_is_front_translation( $post_id ) {
	$front = (int) get_option( 'page_on_front' );
	$post  = get_post( $post_id );
	return $front && $post && 0 === (int) $post->post_parent && $post->post_name === get_post_field( 'post_name', $front );
}

add_filter( 'page_link', function ( $link, $post_id ) {
	if ( site_blocks_api_is_front_translation( $post_id ) ) {
		$link = home_url( '/' );
	}
	return site_blocks_api_prefix( $link, site_blocks_api_lang( $post_id ) );
}, 10, 2 );

add_filter( 'post_link', function ( $permalink, $post ) {
	$lang = site_blocks_api_lang( $post->ID );
	if ( SITE_BLOCKS_API_DEFAULT === $lang ) {
		return $permalink;
	}
	return home_url( "/{$lang}/{$post->ID}/{$post->post_name}/" );
}, 10, 2 );

/** Translations keep their slugs: a page may share its slug with a sibling of another language. */
add_filter( 'wp_unique_post_slug', function ( $slug, $post_id, $status, $type, $parent, $original ) {
	if ( $slug === $original || ! in_array( $type, site_blocks_api_post_types(), true ) ) {
		return $slug;
	}
	$lang      = site_blocks_api_lang( $post_id );
	$conflicts = get_posts( array(
		'post_type'      => $type,
		'name'           => $original,
		'post_parent'    => is_post_type_hierarchical( $type ) ? $parent : '', // Pages and docs: siblings only.
		'post__not_in'   => array( $post_id ),
		'post_status'    => 'any',
		'posts_per_page' => -1,
		'fields'         => 'ids',
	) );
	foreach ( $conflicts as $other ) {
		if ( site_blocks_api_lang( $other ) === $lang ) {
			return $slug;
		}
	}
	return $original;
}, 10, 6 );

/**
 * WordPress itself answers the language-prefixed permalinks it hands out (`/es/about/`,
 * `/fr/{id}/{slug}/`, `/es/dokan/modules/{slug}/`): "View" links and the editor's template
 * look-up reach the item instead of a 404.
 */
function site_blocks_api_language_rewrites() {
	$langs = implode( '|', array_diff( SITE_BLOCKS_API_LANGS, array( SITE_BLOCKS_API_DEFAULT ) ) );
	add_rewrite_rule( "^({$langs})/?$", 'index.php', 'top' );
	add_rewrite_rule( "^({$langs})/([0-9]+)/[^/]+/?$", 'index.php?p=$matches[2]', 'top' );
	foreach ( SITE_BLOCKS_API_CATALOGS as $type => $base ) {
		add_rewrite_rule( "^({$langs})/{$base}/([^/]+)/?$", 'index.php?post_type=' . $type . '&name=$matches[2]', 'top' );
	}
	add_rewrite_rule( "^({$langs})/(.+?)/?$", 'index.php?pagename=$matches[2]', 'top' );
}
add_action( 'init', 'site_blocks_api_language_rewrites' );
register_activation_hook( __FILE__, function () {
	site_blocks_api_language_rewrites();
	flush_rewrite_rules();
} );
