<?php
/**
 * The site settings the site reads (`site/v1/settings?lang=`), in the shape of its
 * content-schemas/settings.ts, assembled from where marketers edit them: the language's menus
 * (Appearance → Menus, includes/menus.php), the Campaign screen and the Site settings screen
 * (includes/site-options.php: the campaign; the audiences, footer, payment image and social links),
 * the blog sidebar's synced pattern and the site title.
 */

defined( 'ABSPATH' ) || exit;

/** The settings' JSON Schema, generated from the site's zod schema (npm run wp:blocks). */
function site_blocks_api_settings_schema() {
	static $schema = null;
	if ( null === $schema ) {
		$schema = json_decode( file_get_contents( __DIR__ . '/../blocks/settings.schema.json' ), true );
	}
	return $schema;
}

/** The part of the settings' schema at `$path` (campaign, popup, colors, button; `[]` for a list's items). */
function site_blocks_api_settings_schema_at( array $path ) {
	$schema = site_blocks_api_settings_schema();
	foreach ( $path as $key ) {
		// Into a nullable object (footerCta): its object branch.
		foreach ( $schema['anyOf'] ?? array() as $branch ) {
			if ( isset( $branch['properties'] ) || isset( $branch['items'] ) ) {
				$schema = $branch;
			}
		}
		$schema = '[]' === $key ? ( $schema['items'] ?? null ) : ( $schema['properties'][ $key ] ?? null );
		if ( null === $schema ) {
			throw new LogicException( 'The site settings have no ' . implode( '.', $path ) );
		}
	}
	return $schema;
}

/**
 * Why `$value` may not be the setting at `$path`, named `$label`, or null: the schema's own rules
 * (types, lengths, patterns, WordPress's validator), then the checks it marks but cannot carry.
 */
function site_blocks_api_settings_problem( $value, array $path, $label ) {
	$schema  = site_blocks_api_settings_schema_at( $path );
	$checked = rest_validate_value_from_schema( $value, $schema, $label );
	if ( is_wp_error( $checked ) ) {
		// A pattern means little to a marketer: the schema's description says what is expected.
		return 'rest_invalid_pattern' === $checked->get_error_code() && isset( $schema['description'] )
			? sprintf( '%s: “%s” is not %s.', $label, $value, $schema['description'] )
			: $checked->get_error_message();
	}
	return site_blocks_api_marked_problem( $value, $schema, $label );
}

/**
 * The checks the site's zod schema makes by code and marks in its JSON Schema, anywhere in `$value`:
 * `safeUrl` (content-schemas/safe-url.ts) and `campaignDate` (content-schemas/campaign-date.ts).
 */
function site_blocks_api_marked_problem( $value, array $schema, $label ) {
	foreach ( $schema['anyOf'] ?? array() as $branch ) {
		if ( true === rest_validate_value_from_schema( $value, $branch ) ) {
			return site_blocks_api_marked_problem( $value, $branch, $label );
		}
	}
	if ( is_array( $value ) ) {
		foreach ( $value as $key => $item ) {
			$part    = is_int( $key ) ? ( $schema['items'] ?? array() ) : ( $schema['properties'][ $key ] ?? array() );
			$problem = site_blocks_api_marked_problem( $item, $part, is_int( $key ) ? "{$label}[{$key}]" : "{$label}.{$key}" );
			if ( $problem ) {
				return $problem;
			}
		}
		return null;
	}
	if ( ! empty( $schema['safeUrl'] ) && is_string( $value ) && ! site_blocks_api_is_safe_url( $value ) ) {
		return sprintf( '%s has a link scheme the site does not allow (only %s or a path).', $label, implode( ', ', site_blocks_api_rules()['safeUrl']['schemes'] ) );
	}
	if ( ! empty( $schema['campaignDate'] ) && is_string( $value ) && ! site_blocks_api_is_campaign_date( $value ) ) {
		return sprintf( '%s is no such date and time.', $label );
	}
	return null;
}

/**
 * Relative links and the schemes the site allows are safe; every other scheme (javascript:, data:…)
 * is not: the check of the site's content-schemas/safe-url.ts, which its schema cannot carry,
 * applied as site-rules.json gives it.
 */
function site_blocks_api_is_safe_url( $value ) {
	$rule    = site_blocks_api_rules()['safeUrl'];
	$ignored = '';
	foreach ( $rule['ignoredCodePoints'] as list( $from, $to ) ) {
		$ignored .= sprintf( '\x{%x}-\x{%x}', $from, $to );
	}
	// Browsers ignore control characters and whitespace inside a scheme ("java\tscript:"). A value that
	// is not UTF-8 (which no browser sends) is not read as anything safe.
	$compact = preg_replace( '/[' . $ignored . ']/u', '', (string) $value );
	if ( null === $compact ) {
		return false;
	}
	$schemes = implode( '|', array_map( function ( $scheme ) {
		return preg_quote( $scheme, '#' );
	}, $rule['schemes'] ) );
	return ! preg_match( '#^[^' . preg_quote( $rule['schemeStops'], '#' ) . ']*?:#', $compact ) || preg_match( '#^(?:' . $schemes . '):#i', $compact );
}

/**
 * Whether `$value` is a real date and time in the campaign's format (no 31 February, no 25:00), from
 * the site's first year on: the check of content-schemas/campaign-date.ts, as site-rules.json gives it.
 */
function site_blocks_api_is_campaign_date( $value ) {
	$rule = site_blocks_api_rules()['campaignDate'];
	$date = DateTime::createFromFormat( '!' . $rule['phpFormat'], $value );
	return $date && $date->format( $rule['phpFormat'] ) === $value && (int) $date->format( 'Y' ) >= $rule['minYear'];
}

/** The site title as typed: WordPress keeps `blogname` HTML-escaped (`&amp;`). */
function site_blocks_api_site_name() {
	return wp_specialchars_decode( get_option( 'blogname' ), ENT_QUOTES );
}

/** The blog sidebar of a language: its synced pattern (`site-blog-sidebar-{lang}`), English's, or none. */
function site_blocks_api_blog_sidebar( $lang ) {
	foreach ( array_unique( array( $lang, SITE_BLOCKS_API_DEFAULT ) ) as $candidate ) {
		$pattern = get_page_by_path( 'site-blog-sidebar-' . $candidate, OBJECT, 'wp_block' );
		if ( $pattern && 'publish' === $pattern->post_status ) {
			return $pattern->post_content;
		}
	}
	return '';
}

/** The settings of a language, as the site reads them, or a WP_Error. */
function site_blocks_api_settings( $lang ) {
	$campaign = site_blocks_api_campaign_settings( $lang );
	$menus    = site_blocks_api_menu_settings( $lang ) ?? site_blocks_api_menu_settings( SITE_BLOCKS_API_DEFAULT );
	if ( null === $campaign || null === $menus ) {
		return new WP_Error( 'site_settings_missing', 'Site settings have not been imported.', array( 'status' => 404 ) );
	}
	$options  = site_blocks_api_site_options( $lang );
	$settings = array(
		'name'         => site_blocks_api_site_name(),
		'menus'        => $menus + array( 'social' => $options['social'] ),
		'footerCta'    => $options['footerCta'],
		'campaign'     => $campaign,
		'audiences'    => $options['audiences'],
		'paymentImage' => $options['paymentImage'],
		'blogSidebar'  => site_blocks_api_blog_sidebar( $lang ),
		'pageWeightBudgetKb' => $options['pageWeightBudgetKb'],
	);
	// The screens refuse what the site would; a value written behind their back is caught here.
	$problem = site_blocks_api_settings_problem( $settings, array(), 'settings' );
	if ( $problem ) {
		error_log( 'site-blocks-api: the site settings (' . $lang . ') are invalid: ' . $problem );
		return new WP_Error( 'site_settings_invalid', 'The site settings are invalid: ' . $problem, array( 'status' => 500 ) );
	}
	return $settings;
}

add_action( 'rest_api_init', function () {
	register_rest_route( 'site/v1', '/settings', array(
		'methods'             => 'GET',
		'permission_callback' => '__return_true',
		'args'                => array(
			'lang' => array( 'type' => 'string', 'enum' => SITE_BLOCKS_API_LANGS, 'default' => SITE_BLOCKS_API_DEFAULT ),
		),
		'callback'            => function ( WP_REST_Request $request ) {
			return rest_ensure_response( site_blocks_api_settings( $request->get_param( 'lang' ) ) );
		},
	) );
} );

/** The blog sidebar's synced patterns change the settings too (saved, trashed, deleted). */
function site_blocks_api_sidebar_changed( $post_id ) {
	$post = get_post( $post_id );
	if ( $post && 'wp_block' === $post->post_type && str_starts_with( $post->post_name, 'site-blog-sidebar-' ) ) {
		site_blocks_api_queue_change( array( 'kind' => 'settings' ) );
	}
}
add_action( 'save_post_wp_block', 'site_blocks_api_sidebar_changed' );
add_action( 'before_delete_post', 'site_blocks_api_sidebar_changed' );
