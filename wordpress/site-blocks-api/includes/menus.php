<?php
/**
 * The site's menus are WordPress menus (Appearance → Menus), one set per language. Each language has
 * five locations: the main menu (`primary-{lang}`), the products mega-menu (`products-{lang}`) and
 * the footer's columns (`footer-company-{lang}`, `footer-resources-{lang}`, `footer-products-{lang}`).
 *
 * What a marketer sets on an item (the "CSS Classes" and "Description" fields are shown by default):
 * - CSS class `site-new`: the item shows the 'New' label.
 * - Main menu, top level: CSS class `site-products` opens the products mega-menu (its items are the
 *   products location's), `site-demo` opens the try-demo form; an item with sub-items is a dropdown of
 *   them; any other is a link. Only two levels: sub-items of sub-items are not shown.
 * - Products mega-menu: each item's Description is the line under its name.
 * - Footer columns and the mega-menu are flat lists: nesting there is ignored.
 * - Links are the site's paths without a language prefix (`/about/`, shown as `/es/about/` on the
 *   Spanish site). A custom link is used as typed (`#` means no link), except that a link on this
 *   WordPress's own address becomes its path (without its language prefix, as WordPress's "View"
 *   gives it); a page, post, catalog or doc item links to its path.
 *   Items without a label, and links that are neither a path nor http(s)/mailto/tel, are left out.
 */

defined( 'ABSPATH' ) || exit;

/** A language's menu locations: location => what marketers call it (the import names its menus so too). */
function site_blocks_api_menu_locations( $lang ) {
	return array(
		"primary-{$lang}"          => 'Main menu',
		"products-{$lang}"         => 'Products mega-menu',
		"footer-company-{$lang}"   => 'Footer: Company',
		"footer-resources-{$lang}" => 'Footer: Resources',
		"footer-products-{$lang}"  => 'Footer: Products',
	);
}

/*
 * Labelled with the language's own name: "Main menu (Español)". Registering locations also declares
 * menu support, which shows Appearance → Menus under a block theme (WordPress's default) too.
 */
add_action( 'after_setup_theme', function () {
	$locations = array();
	foreach ( SITE_BLOCKS_API_LANGS as $lang ) {
		foreach ( site_blocks_api_menu_locations( $lang ) as $location => $label ) {
			$locations[ $location ] = $label . ' (' . SITE_BLOCKS_API_LANG_NAMES[ $lang ] . ')';
		}
	}
	register_nav_menus( $locations );
} );

/*
 * WordPress hides an item's CSS Classes and Description until a user ticks them in Screen Options;
 * the conventions above need them. Shown once for each user; whoever hides them again keeps that.
 */
add_action( 'load-nav-menus.php', function () {
	$user = get_current_user_id();
	if ( ! $user || get_user_meta( $user, 'site_blocks_api_menu_fields_shown', true ) ) {
		return;
	}
	$hidden = get_user_option( 'managenav-menuscolumnshidden', $user );
	// WordPress's own first-visit choice (wp_nav_menu_setup()), less the two fields.
	$hidden = is_array( $hidden ) ? $hidden : array( 'link-target', 'css-classes', 'xfn', 'description', 'title-attribute' );
	update_user_meta( $user, 'managenav-menuscolumnshidden', array_values( array_diff( $hidden, array( 'css-classes', 'description' ) ) ) );
	update_user_meta( $user, 'site_blocks_api_menu_fields_shown', 1 );
} );

/** The published items of the menu at `$location`, in menu order; null when no menu is there. */
function site_blocks_api_location_items( $location ) {
	$locations = get_nav_menu_locations();
	$menu      = empty( $locations[ $location ] ) ? false : wp_get_nav_menu_object( $locations[ $location ] );
	if ( ! $menu ) {
		return null;
	}
	$items = array();
	foreach ( wp_get_nav_menu_items( $menu->term_id ) ?: array() as $item ) {
		// Items of deleted or trashed content, and of content not (or no longer) published, lead nowhere.
		$gone = ! empty( $item->_invalid ) || ( 'post_type' === $item->type && 'publish' !== get_post_status( $item->object_id ) );
		if ( ! $gone ) {
			$items[] = $item;
		}
	}
	return $items;
}

/** Where an item leads on the site (see the top of this file), or null for no link or an unsafe one. */
function site_blocks_api_menu_item_url( $item ) {
	$url  = trim( (string) $item->url );
	$home = untrailingslashit( set_url_scheme( home_url(), 'http' ) );
	$http = set_url_scheme( $url, 'http' );
	// On WordPress's own address, over http or https: its path.
	$own = 0 === stripos( $http, $home ) && preg_match( '~^(?:$|[/?#])~', substr( $http, strlen( $home ) ) );
	if ( $own ) {
		$url = substr( $http, strlen( $home ) );
		$url = '' === $url || '/' !== $url[0] ? '/' . $url : $url;
	}
	if ( 'custom' !== $item->type || $own ) {
		// Permalinks of other languages carry their prefix; the site adds the language it shows.
		$prefixes = implode( '|', array_diff( SITE_BLOCKS_API_LANGS, array( SITE_BLOCKS_API_DEFAULT ) ) );
		$url      = preg_replace( "~^/(?:{$prefixes})(?=$|[/?#])~", '', $url );
		$url      = '' === $url || '/' !== $url[0] ? '/' . $url : $url;
	}
	return '' === $url || '#' === $url || ! site_blocks_api_is_safe_url( $url ) ? null : $url;
}

/** An item's label: as typed, or the title of the content it links to. */
function site_blocks_api_menu_item_label( $item ) {
	// A linked item's own title came through the_title (convert_chars writes `&` as `&#038;`).
	$label = '' === $item->post_title ? html_entity_decode( $item->title, ENT_QUOTES | ENT_HTML5, 'UTF-8' ) : $item->title;
	return trim( (string) $label );
}

/** Whether a marketer gave the item this CSS class (site-new, site-products, site-demo). */
function site_blocks_api_menu_item_has_class( $item, $class ) {
	return in_array( $class, (array) $item->classes, true );
}

/** A footer or dropdown link (menuLinkSchema), or null when the item has no label or link. */
function site_blocks_api_menu_link( $item ) {
	$label = site_blocks_api_menu_item_label( $item );
	$url   = site_blocks_api_menu_item_url( $item );
	if ( '' === $label || null === $url ) {
		return null;
	}
	return array( 'label' => $label, 'url' => $url, 'isNew' => site_blocks_api_menu_item_has_class( $item, 'site-new' ) );
}

/** The links of a flat list (a footer column): every item, nesting ignored. */
function site_blocks_api_menu_links( array $items ) {
	return array_values( array_filter( array_map( 'site_blocks_api_menu_link', $items ) ) );
}

/** The mega-menu's entries (productEntrySchema): links with their description. */
function site_blocks_api_menu_products( array $items ) {
	$products = array();
	foreach ( $items as $item ) {
		$link = site_blocks_api_menu_link( $item );
		if ( $link ) {
			$products[] = $link + array( 'description' => trim( (string) $item->description ) );
		}
	}
	return $products;
}

/** The main menu's entries (menuItemSchema): top-level items with their sub-items. */
function site_blocks_api_menu_primary( array $items ) {
	$children = array();
	foreach ( $items as $item ) {
		$children[ (int) $item->menu_item_parent ][] = $item;
	}
	$primary = array();
	foreach ( $children[0] ?? array() as $item ) {
		$label = site_blocks_api_menu_item_label( $item );
		if ( '' === $label ) {
			continue;
		}
		$links = site_blocks_api_menu_links( $children[ (int) $item->db_id ] ?? array() );
		if ( site_blocks_api_menu_item_has_class( $item, 'site-products' ) ) {
			list( $kind, $links ) = array( 'products', array() );
		} elseif ( site_blocks_api_menu_item_has_class( $item, 'site-demo' ) ) {
			list( $kind, $links ) = array( 'demo', array() );
		} else {
			$kind = $links ? 'dropdown' : 'link';
		}
		$entry = array( 'label' => $label );
		$url   = site_blocks_api_menu_item_url( $item );
		if ( null !== $url ) {
			$entry['url'] = $url;
		}
		$primary[] = $entry + array( 'children' => $links, 'kind' => $kind );
	}
	return $primary;
}

/**
 * A language's menus as the site's settings carry them (`menus` of siteSettingsSchema without
 * `social`, every default filled in, keys in the schema's order), or null when none of the
 * language's locations has a menu.
 */
function site_blocks_api_menu_settings( $lang ) {
	$items = array();
	foreach ( array_keys( site_blocks_api_menu_locations( $lang ) ) as $location ) {
		$items[ $location ] = site_blocks_api_location_items( $location );
	}
	if ( ! array_filter( $items, 'is_array' ) ) {
		return null;
	}
	return array(
		'primary'  => site_blocks_api_menu_primary( $items[ "primary-{$lang}" ] ?? array() ),
		'products' => site_blocks_api_menu_products( $items[ "products-{$lang}" ] ?? array() ),
		'footer'   => array(
			'company'   => site_blocks_api_menu_links( $items[ "footer-company-{$lang}" ] ?? array() ),
			'resources' => site_blocks_api_menu_links( $items[ "footer-resources-{$lang}" ] ?? array() ),
			'products'  => site_blocks_api_menu_links( $items[ "footer-products-{$lang}" ] ?? array() ),
		),
	);
}

/** The dataset's menus (content/settings/{lang}.json) as site_blocks_api_menu_settings() answers them: zod's defaults applied. */
function site_blocks_api_menus_from_dataset( array $menus ) {
	$link    = function ( array $link ) {
		return array( 'label' => (string) $link['label'], 'url' => (string) $link['url'], 'isNew' => ! empty( $link['isNew'] ) );
	};
	$links   = function ( $list ) use ( $link ) {
		return array_map( $link, (array) $list );
	};
	$primary = array();
	foreach ( (array) ( $menus['primary'] ?? array() ) as $item ) {
		$entry = array( 'label' => (string) $item['label'] );
		if ( isset( $item['url'] ) && '' !== $item['url'] && '#' !== $item['url'] ) {
			$entry['url'] = (string) $item['url'];
		}
		$primary[] = $entry + array( 'children' => $links( $item['children'] ?? array() ), 'kind' => $item['kind'] ?? 'link' );
	}
	$products = array();
	foreach ( (array) ( $menus['products'] ?? array() ) as $product ) {
		$products[] = $link( $product ) + array( 'description' => (string) $product['description'] );
	}
	return array(
		'primary'  => $primary,
		'products' => $products,
		'footer'   => array(
			'company'   => $links( $menus['footer']['company'] ?? array() ),
			'resources' => $links( $menus['footer']['resources'] ?? array() ),
			'products'  => $links( $menus['footer']['products'] ?? array() ),
		),
	);
}

/** Adds a custom link to a menu; returns its id. */
function site_blocks_api_add_menu_item( $menu_id, $position, $parent, array $entry, array $classes ) {
	if ( ! empty( $entry['isNew'] ) ) {
		$classes[] = 'site-new';
	}
	$id = wp_update_nav_menu_item( $menu_id, 0, wp_slash( array(
		'menu-item-type'        => 'custom',
		'menu-item-title'       => $entry['label'],
		'menu-item-url'         => $entry['url'] ?? '#',
		'menu-item-description' => $entry['description'] ?? '',
		'menu-item-classes'     => implode( ' ', $classes ),
		'menu-item-parent-id'   => $parent,
		'menu-item-position'    => $position,
		'menu-item-status'      => 'publish',
	) ) );
	if ( is_wp_error( $id ) ) {
		throw new RuntimeException( 'import: menu item ' . $entry['label'] . ': ' . $id->get_error_message() );
	}
	return $id;
}

/**
 * Writes a language's menus from the dataset (`menus` of content/settings/{lang}.json; `social` is
 * not a menu) as menus named "Main menu (es)"…, each in its location. Idempotent: when WordPress
 * already answers the dataset's menus, nothing is written and it returns false; otherwise the
 * language's menus are written again, every item a custom link, and it returns true.
 */
function site_blocks_api_import_menus( $lang, array $menus ) {
	$wanted = site_blocks_api_menus_from_dataset( $menus );
	if ( site_blocks_api_menu_settings( $lang ) === $wanted ) {
		return false;
	}
	$lists     = array(
		"primary-{$lang}"          => $wanted['primary'],
		"products-{$lang}"         => $wanted['products'],
		"footer-company-{$lang}"   => $wanted['footer']['company'],
		"footer-resources-{$lang}" => $wanted['footer']['resources'],
		"footer-products-{$lang}"  => $wanted['footer']['products'],
	);
	$locations = get_nav_menu_locations();
	wp_defer_term_counting( true );
	foreach ( site_blocks_api_menu_locations( $lang ) as $location => $label ) {
		$name    = "{$label} ({$lang})";
		$menu    = wp_get_nav_menu_object( $name );
		$menu_id = $menu ? (int) $menu->term_id : wp_create_nav_menu( $name );
		if ( is_wp_error( $menu_id ) ) {
			throw new RuntimeException( "import: menu {$name}: " . $menu_id->get_error_message() );
		}
		foreach ( get_objects_in_term( $menu_id, 'nav_menu' ) as $old ) {
			wp_delete_post( (int) $old, true );
		}
		$position = 0;
		foreach ( $lists[ $location ] as $entry ) {
			$kind   = $entry['kind'] ?? 'link';
			$id     = site_blocks_api_add_menu_item( $menu_id, ++$position, 0, $entry, in_array( $kind, array( 'products', 'demo' ), true ) ? array( "site-{$kind}" ) : array() );
			foreach ( $entry['children'] ?? array() as $child ) {
				site_blocks_api_add_menu_item( $menu_id, ++$position, $id, $child, array() );
			}
		}
		$locations[ $location ] = $menu_id;
	}
	wp_defer_term_counting( false );
	set_theme_mod( 'nav_menu_locations', $locations );
	return true;
}

/*
 * Save to live: any change of a menu the site may show (items saved, a menu renamed or deleted, the
 * locations set, content linked from a menu renamed, moved or unpublished) tells the site its
 * settings changed. Items a marketer has added but not yet saved (drafts) change nothing.
 */
function site_blocks_api_menus_changed() {
	site_blocks_api_queue_change( array( 'kind' => 'settings' ) );
}
add_action( 'wp_update_nav_menu', 'site_blocks_api_menus_changed' );
add_action( 'wp_delete_nav_menu', 'site_blocks_api_menus_changed' );
add_action( 'wp_update_nav_menu_item', function ( $menu_id, $item_id ) {
	if ( 'publish' === get_post_status( $item_id ) ) {
		site_blocks_api_menus_changed();
	}
}, 10, 2 );
add_action( 'delete_post', function ( $post_id ) {
	if ( 'nav_menu_item' === get_post_type( $post_id ) ) {
		site_blocks_api_menus_changed();
	}
} );

/** Locations live in the active theme's mods: a change of the site's locations there. */
function site_blocks_api_menu_locations_changed( $option, $old, $new ) {
	if ( 'theme_mods_' . get_option( 'stylesheet' ) !== $option ) {
		return;
	}
	$ours = array();
	foreach ( SITE_BLOCKS_API_LANGS as $lang ) {
		$ours += site_blocks_api_menu_locations( $lang );
	}
	$before = array_intersect_key( array_filter( (array) ( $old['nav_menu_locations'] ?? array() ) ), $ours );
	$after  = array_intersect_key( array_filter( (array) ( $new['nav_menu_locations'] ?? array() ) ), $ours );
	if ( $before != $after ) { // Loosely: ids as strings or numbers.
		site_blocks_api_menus_changed();
	}
}
add_action( 'updated_option', 'site_blocks_api_menu_locations_changed', 10, 3 );
add_action( 'added_option', function ( $option, $value ) {
	site_blocks_api_menu_locations_changed( $option, array(), $value );
}, 10, 2 );

// Linked content published or unpublished without an edit (a scheduled post going live).
add_action( 'transition_post_status', function ( $new_status, $old_status, $post ) {
	if ( 'nav_menu_item' !== $post->post_type && ( 'publish' === $new_status ) !== ( 'publish' === $old_status ) && wp_get_associated_nav_menu_items( $post->ID, 'post_type', $post->post_type ) ) {
		site_blocks_api_menus_changed();
	}
}, 10, 3 );

// Linked items show their content's title and permalink, and only while it is published.
add_action( 'post_updated', function ( $post_id, $after, $before ) {
	if ( 'nav_menu_item' === $after->post_type ) {
		return;
	}
	$changed = $after->post_title !== $before->post_title
		|| $after->post_name !== $before->post_name
		|| (int) $after->post_parent !== (int) $before->post_parent
		|| $after->post_status !== $before->post_status;
	if ( $changed && wp_get_associated_nav_menu_items( $post_id, 'post_type', $after->post_type ) ) {
		site_blocks_api_menus_changed();
	}
}, 10, 3 );
