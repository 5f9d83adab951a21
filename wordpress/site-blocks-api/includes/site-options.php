<?php
/**
 * The campaign and the rest of the site settings, on wp-admin screens built with the Settings API:
 *
 * - **Campaign** (its own menu entry): the end in Asia/Dhaka time, the type, the active product,
 *   the popup's image, colours and storage key, and per language the banner text and the popup's
 *   title, text and button text. One screen rather than a campaign post type: the site runs one
 *   campaign at a time, and a screen that refuses an invalid value before it is saved keeps the
 *   live banner and popup valid, which a post type's drafts and revisions would not add to.
 * - **Settings → Site**: the mailing-list audiences (SPEC §9: each one's forms-service form and
 *   tag, one set for every language), and per language the footer's call to action, the payment
 *   methods' image and the social links.
 *
 * Per-language values left empty fall back to English. Every value is checked against the site's
 * own schema (includes/site-settings.php); a save with an invalid value is refused as a whole,
 * each invalid field named, and what was typed is shown again.
 */

defined( 'ABSPATH' ) || exit;

const SITE_BLOCKS_API_CAMPAIGN_OPTION = 'site_campaign';
const SITE_BLOCKS_API_OPTIONS_OPTION  = 'site_options';
/** The time zone campaign dates are entered in (cms/campaign-time.ts, through site-rules.json). */
define( 'SITE_BLOCKS_API_CAMPAIGN_ZONE', site_blocks_api_rules()['campaignDate']['timeZone'] );
/** Marketers (editors) edit these screens, not only administrators. */
const SITE_BLOCKS_API_SETTINGS_CAPABILITY = 'edit_pages';
/** The footer's social networks: key → name (content-schemas/settings.ts, through site-rules.json). */
define( 'SITE_BLOCKS_API_SOCIAL_NETWORKS', site_blocks_api_rules()['socialNetworks'] );

/**
 * A group of the screens' fields, as the site declares them (build/site-rules.ts, through
 * site-rules.json): the key a field is stored under → its label (its title in the site's schema)
 * and where the site's schema has it.
 */
function site_blocks_api_settings_fields( $group ) {
	$fields = array();
	foreach ( site_blocks_api_rules()['settingsFields'][ $group ] as $key => $field ) {
		$fields[ $key ] = array( $field['label'], $field['path'] );
	}
	return $fields;
}

/** The campaign's fields: key → label and where the site's schema has it. */
function site_blocks_api_campaign_fields() {
	return site_blocks_api_settings_fields( 'campaign' );
}

/** The popup's colours: key → label and where the site's schema has it. */
function site_blocks_api_campaign_colors() {
	return site_blocks_api_settings_fields( 'campaignColors' );
}

/** Per-language texts: key → label and where the site's schema has it. */
function site_blocks_api_campaign_texts() {
	return site_blocks_api_settings_fields( 'campaignTexts' );
}

/** The footer's call to action, per language: key → label and where the site's schema has it. */
function site_blocks_api_footer_fields() {
	return site_blocks_api_settings_fields( 'footerCta' );
}

/**
 * The mailing-list audiences: key → their name, in the site's order, with the site's defaults (the
 * settings' schema has both: content-schemas/settings.ts).
 */
function site_blocks_api_audiences() {
	$audiences = array();
	foreach ( site_blocks_api_settings_schema_at( array( 'audiences' ) )['properties'] as $key => $schema ) {
		$audiences[ $key ] = array( 'label' => $schema['title'], 'default' => $schema['default'] );
	}
	return $audiences;
}

/**
 * The audiences in the site's shape, from the stored texts: a field left empty (or an option saved
 * before the audiences) is the site's default; a form id typed as digits is a number, anything else
 * stays text, for the check to name it.
 */
function site_blocks_api_audience_settings( array $stored ) {
	$audiences = array();
	foreach ( site_blocks_api_audiences() as $key => $audience ) {
		$form_id = (string) ( $stored[ $key ]['formId'] ?? '' );
		$tag     = (string) ( $stored[ $key ]['tag'] ?? '' );
		$audiences[ $key ] = array(
			'formId' => '' === $form_id ? $audience['default']['formId'] : ( preg_match( '/^\d{1,15}$/', $form_id ) ? (int) $form_id : $form_id ),
			'tag'    => '' === $tag ? $audience['default']['tag'] : $tag,
		);
	}
	return $audiences;
}

/** A per-language value, or English's where the language's is empty. */
function site_blocks_api_in_language( array $by_lang, $lang, callable $pick ) {
	$value = isset( $by_lang[ $lang ] ) ? $pick( $by_lang[ $lang ] ) : '';
	if ( ( null === $value || '' === $value ) && isset( $by_lang[ SITE_BLOCKS_API_DEFAULT ] ) ) {
		$value = $pick( $by_lang[ SITE_BLOCKS_API_DEFAULT ] );
	}
	return null === $value ? '' : $value;
}

/** The campaign of a language in the site's shape, or null before one was saved. */
function site_blocks_api_campaign_settings( $lang, $campaign = null ) {
	$campaign = $campaign ?? get_option( SITE_BLOCKS_API_CAMPAIGN_OPTION );
	if ( ! is_array( $campaign ) ) {
		return null;
	}
	$texts = $campaign['texts'] ?? array();
	$text  = function ( $key ) use ( $texts, $lang ) {
		return site_blocks_api_in_language( $texts, $lang, function ( $values ) use ( $key ) {
			return $values[ $key ] ?? '';
		} );
	};
	return array(
		'endDate'       => (string) ( $campaign['endDate'] ?? '' ),
		'campaignType'  => (string) ( $campaign['campaignType'] ?? '' ),
		'activeProduct' => (string) ( $campaign['activeProduct'] ?? '' ),
		'banner'        => $text( 'banner' ),
		'popup'         => array(
			'title'      => $text( 'title' ),
			'text'       => $text( 'text' ),
			'image'      => '' === (string) ( $campaign['image'] ?? '' ) ? null : (string) $campaign['image'],
			'buttonText' => $text( 'buttonText' ),
			'colors'     => array_map( 'strval', array_merge( array_fill_keys( array_keys( site_blocks_api_campaign_colors() ), '' ), (array) ( $campaign['colors'] ?? array() ) ) ),
			'storageKey' => (string) ( $campaign['storageKey'] ?? '' ),
		),
	);
}

/** The footer call to action, payment image and social links of a language, and the audiences, in the site's shape. */
function site_blocks_api_site_options( $lang, $options = null ) {
	$options = $options ?? get_option( SITE_BLOCKS_API_OPTIONS_OPTION );
	$options = is_array( $options ) ? $options : array();
	$cta     = array();
	foreach ( array_keys( site_blocks_api_footer_fields() ) as $key ) {
		$cta[ $key ] = site_blocks_api_in_language( $options, $lang, function ( $values ) use ( $key ) {
			return $values['footerCta'][ $key ] ?? '';
		} );
	}
	$social = array();
	foreach ( array_keys( SITE_BLOCKS_API_SOCIAL_NETWORKS ) as $network ) {
		$url = site_blocks_api_in_language( $options, $lang, function ( $values ) use ( $network ) {
			return $values['social'][ $network ] ?? '';
		} );
		if ( '' !== $url ) {
			$social[] = array( 'network' => $network, 'url' => $url );
		}
	}
	$image = site_blocks_api_in_language( $options, $lang, function ( $values ) {
		return $values['paymentImage'] ?? '';
	} );
	// The site checks' budget, the same in every language: one the site would refuse (written behind the screen's back) is its default, and said.
	$budget = site_blocks_api_budget_value( $options['pageWeightBudgetKb'] ?? '' );
	if ( site_blocks_api_settings_problem( $budget, array( 'pageWeightBudgetKb' ), 'budget' ) ) {
		error_log( 'site-blocks-api: the site checks budget "' . $budget . '" is invalid: its default is used' );
		$budget = site_blocks_api_budget_value( '' );
	}
	return array(
		// No heading: no call to action.
		'footerCta'          => '' === $cta['heading'] ? null : $cta,
		'paymentImage'       => '' === $image ? '/images/payments.svg' : $image,
		'social'             => $social,
		'audiences'          => site_blocks_api_audience_settings( (array) ( $options['audiences'] ?? array() ) ),
		'pageWeightBudgetKb' => $budget,
	);
}

/** The site checks' budget from its stored text: empty is the site's default, digits a number, anything else kept as it is (for the check to refuse). */
function site_blocks_api_budget_value( $text ) {
	$text = (string) $text;
	if ( '' === $text ) {
		return site_blocks_api_settings_schema_at( array( 'pageWeightBudgetKb' ) )['default'];
	}
	return ctype_digit( $text ) ? (int) $text : $text;
}

/** Trimmed text from a form (options.php has unslashed it). */
function site_blocks_api_form_text( $value ) {
	return is_string( $value ) ? trim( $value ) : '';
}

/** The campaign as posted by its screen, in the stored shape (saving it again changes nothing). */
function site_blocks_api_campaign_from_form( $input ) {
	$input    = is_array( $input ) ? $input : array();
	$campaign = array();
	foreach ( array_keys( site_blocks_api_campaign_fields() ) as $key ) {
		$campaign[ $key ] = site_blocks_api_form_text( $input[ $key ] ?? '' );
	}
	// A datetime-local field posts 2026-12-02T23:59:59 (or without seconds).
	$end = str_replace( 'T', ' ', $campaign['endDate'] );
	$campaign['endDate'] = preg_match( '/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/', $end ) ? $end . ':00' : $end;
	$campaign['colors']  = array();
	foreach ( array_keys( site_blocks_api_campaign_colors() ) as $key ) {
		$campaign['colors'][ $key ] = site_blocks_api_form_text( $input['colors'][ $key ] ?? '' );
	}
	$campaign['texts'] = array();
	foreach ( SITE_BLOCKS_API_LANGS as $lang ) {
		foreach ( array_keys( site_blocks_api_campaign_texts() ) as $key ) {
			$campaign['texts'][ $lang ][ $key ] = site_blocks_api_form_text( $input['texts'][ $lang ][ $key ] ?? '' );
		}
	}
	return $campaign;
}

/** Problems of a campaign, each naming its field: every language's campaign as the site would read it. */
function site_blocks_api_campaign_problems( array $campaign ) {
	$problems = array();
	foreach ( SITE_BLOCKS_API_LANGS as $lang ) {
		// Each field where the site reads it: its schema path into the campaign as the site gets it.
		$site  = array( 'campaign' => site_blocks_api_campaign_settings( $lang, $campaign ) );
		$check = function ( array $path, $label ) use ( $site ) {
			$value = $site;
			foreach ( $path as $key ) {
				$value = $value[ $key ];
			}
			return site_blocks_api_settings_problem( $value, $path, $label );
		};
		if ( SITE_BLOCKS_API_DEFAULT === $lang ) {
			foreach ( site_blocks_api_campaign_fields() as list( $label, $path ) ) {
				$problems[] = $check( $path, $label );
			}
			foreach ( site_blocks_api_campaign_colors() as list( $label, $path ) ) {
				$problems[] = $check( $path, $label );
			}
		}
		foreach ( site_blocks_api_campaign_texts() as list( $label, $path ) ) {
			$problems[] = $check( $path, $label . ' (' . SITE_BLOCKS_API_LANG_NAMES[ $lang ] . ')' );
		}
	}
	return array_values( array_filter( $problems ) );
}

/** The site options as posted by their screen, in the stored shape. */
function site_blocks_api_options_from_form( $input ) {
	$input   = is_array( $input ) ? $input : array();
	$options = array();
	foreach ( SITE_BLOCKS_API_LANGS as $lang ) {
		$values = $input[ $lang ] ?? array();
		$entry  = array( 'footerCta' => array(), 'paymentImage' => site_blocks_api_form_text( $values['paymentImage'] ?? '' ), 'social' => array() );
		foreach ( array_keys( site_blocks_api_footer_fields() ) as $key ) {
			$entry['footerCta'][ $key ] = site_blocks_api_form_text( $values['footerCta'][ $key ] ?? '' );
		}
		foreach ( array_keys( SITE_BLOCKS_API_SOCIAL_NETWORKS ) as $network ) {
			$entry['social'][ $network ] = site_blocks_api_form_text( $values['social'][ $network ] ?? '' );
		}
		$options[ $lang ] = $entry;
	}
	$options['pageWeightBudgetKb'] = site_blocks_api_form_text( $input['pageWeightBudgetKb'] ?? '' );
	// The audiences are the same in every language: the forms service's, not a translation.
	$options['audiences'] = array();
	foreach ( array_keys( site_blocks_api_audiences() ) as $key ) {
		foreach ( array( 'formId', 'tag' ) as $field ) {
			$options['audiences'][ $key ][ $field ] = site_blocks_api_form_text( $input['audiences'][ $key ][ $field ] ?? '' );
		}
	}
	return $options;
}

function site_blocks_api_options_problems( array $options ) {
	$problems  = array();
	$audiences = site_blocks_api_audience_settings( (array) ( $options['audiences'] ?? array() ) );
	foreach ( site_blocks_api_audiences() as $key => $audience ) {
		$problems[] = site_blocks_api_settings_problem( $audiences[ $key ]['formId'], array( 'audiences', $key, 'formId' ), $audience['label'] . ': form id' );
		$problems[] = site_blocks_api_settings_problem( $audiences[ $key ]['tag'], array( 'audiences', $key, 'tag' ), $audience['label'] . ': tag' );
	}
	$problems[] = site_blocks_api_settings_problem( site_blocks_api_budget_value( $options['pageWeightBudgetKb'] ?? '' ), array( 'pageWeightBudgetKb' ), 'Site checks: first-visit budget' );
	foreach ( SITE_BLOCKS_API_LANGS as $lang ) {
		$site = site_blocks_api_site_options( $lang, $options );
		$in   = ' (' . SITE_BLOCKS_API_LANG_NAMES[ $lang ] . ')';
		if ( null !== $site['footerCta'] ) {
			foreach ( site_blocks_api_footer_fields() as $key => list( $label, $path ) ) {
				$problems[] = site_blocks_api_settings_problem( $site['footerCta'][ $key ], $path, $label . $in );
			}
		}
		$problems[] = site_blocks_api_settings_problem( $site['paymentImage'], array( 'paymentImage' ), 'Payment image' . $in );
		foreach ( $site['social'] as $link ) {
			$problems[] = site_blocks_api_settings_problem( $link['url'], array( 'menus', 'social', '[]', 'url' ), SITE_BLOCKS_API_SOCIAL_NETWORKS[ $link['network'] ] . ' link' . $in );
		}
	}
	return array_values( array_filter( $problems ) );
}

/**
 * A sanitize callback that refuses a save with a problem: the stored value stays, each problem is
 * shown on the screen, and what the marketer typed is offered again.
 */
function site_blocks_api_checked_setting( $option, callable $from_form, callable $problems_of ) {
	return function ( $input ) use ( $option, $from_form, $problems_of ) {
		$value    = $from_form( $input );
		$problems = $problems_of( $value );
		if ( ! $problems ) {
			return $value;
		}
		error_log( 'site-blocks-api: refused ' . $option . ': ' . implode( ' ', $problems ) );
		if ( is_admin() ) {
			// WordPress prints settings errors as HTML: what was typed is escaped here.
			foreach ( $problems as $index => $problem ) {
				add_settings_error( $option, $option . '-' . $index, esc_html( $problem . ' Nothing was saved.' ) );
			}
			set_transient( 'site_blocks_api_refused_' . $option . '_' . get_current_user_id(), $value, 600 );
		}
		return get_option( $option );
	};
}

// The form's shape is the stored shape, so WordPress's second sanitizing of a new option is harmless.
add_action( 'init', function () {
	register_setting( SITE_BLOCKS_API_CAMPAIGN_OPTION, SITE_BLOCKS_API_CAMPAIGN_OPTION, array(
		'type'              => 'object',
		'description'       => 'The campaign: banner, countdown and exit-intent popup.',
		'sanitize_callback' => site_blocks_api_checked_setting( SITE_BLOCKS_API_CAMPAIGN_OPTION, 'site_blocks_api_campaign_from_form', 'site_blocks_api_campaign_problems' ),
		'show_in_rest'      => array( 'name' => 'site_campaign', 'schema' => site_blocks_api_stored_schema( site_blocks_api_campaign_from_form( array() ) ) ),
		'default'           => null,
	) );
	register_setting( SITE_BLOCKS_API_OPTIONS_OPTION, SITE_BLOCKS_API_OPTIONS_OPTION, array(
		'type'              => 'object',
		'description'       => 'The mailing-list audiences, and per language the footer call to action, the payment image and the social links.',
		'sanitize_callback' => site_blocks_api_checked_setting( SITE_BLOCKS_API_OPTIONS_OPTION, 'site_blocks_api_options_from_form', 'site_blocks_api_options_problems' ),
		'show_in_rest'      => array( 'name' => 'site_options', 'schema' => site_blocks_api_stored_schema( site_blocks_api_options_from_form( array() ) ) ),
		'default'           => null,
	) );
} );

/*
 * A save through the REST settings route (wp/v2/settings) is refused with the same problems, as a 400:
 * the route itself would answer 200 with the old value.
 */
add_filter( 'rest_pre_dispatch', function ( $result, $server, WP_REST_Request $request ) {
	if ( null !== $result || '/wp/v2/settings' !== $request->get_route() || 'GET' === $request->get_method() ) {
		return $result;
	}
	$problems = array();
	foreach ( array(
		SITE_BLOCKS_API_CAMPAIGN_OPTION => array( 'site_blocks_api_campaign_from_form', 'site_blocks_api_campaign_problems' ),
		SITE_BLOCKS_API_OPTIONS_OPTION  => array( 'site_blocks_api_options_from_form', 'site_blocks_api_options_problems' ),
	) as $option => list( $from_form, $problems_of ) ) {
		if ( is_array( $request[ $option ] ) ) {
			$problems = array_merge( $problems, $problems_of( $from_form( $request[ $option ] ) ) );
		}
	}
	return $problems ? new WP_Error( 'rest_invalid_param', implode( ' ', $problems ), array( 'status' => 400 ) ) : $result;
}, 10, 3 );

/** The REST schema of a stored setting: its shape, every leaf a string (the rules are the site's, above). */
function site_blocks_api_stored_schema( array $shape ) {
	$properties = array();
	foreach ( $shape as $key => $value ) {
		$properties[ $key ] = is_array( $value ) ? site_blocks_api_stored_schema( $value ) : array( 'type' => 'string' );
	}
	return array( 'type' => 'object', 'properties' => $properties, 'additionalProperties' => false );
}

foreach ( array( SITE_BLOCKS_API_CAMPAIGN_OPTION, SITE_BLOCKS_API_OPTIONS_OPTION ) as $site_blocks_api_option ) {
	add_filter( "option_page_capability_{$site_blocks_api_option}", function () {
		return SITE_BLOCKS_API_SETTINGS_CAPABILITY;
	} );
}

add_action( 'admin_menu', function () {
	add_menu_page( 'Campaign', 'Campaign', SITE_BLOCKS_API_SETTINGS_CAPABILITY, 'site-campaign', 'site_blocks_api_campaign_screen', 'dashicons-megaphone', 21 );
	add_options_page( 'Site settings', 'Site', SITE_BLOCKS_API_SETTINGS_CAPABILITY, 'site-settings', 'site_blocks_api_options_screen' );
} );

add_action( 'admin_enqueue_scripts', function ( $hook ) {
	if ( ! in_array( $hook, array( 'toplevel_page_site-campaign', 'settings_page_site-settings' ), true ) ) {
		return;
	}
	wp_enqueue_media();
	wp_enqueue_style( 'wp-color-picker' );
	if ( site_blocks_api_register_script( 'site-blocks-admin-screens', 'site-admin-screens', array( 'wp-color-picker', 'media-editor' ) ) ) {
		wp_enqueue_script( 'site-blocks-admin-screens' );
	}
} );

/** What the screen shows: what was refused a moment ago (to correct it), else what is stored. */
function site_blocks_api_screen_value( $option, callable $from_form ) {
	$key     = 'site_blocks_api_refused_' . $option . '_' . get_current_user_id();
	$refused = get_transient( $key );
	if ( is_array( $refused ) ) {
		delete_transient( $key );
		return $refused;
	}
	$stored = get_option( $option );
	return is_array( $stored ) ? array_replace_recursive( $from_form( array() ), $stored ) : $from_form( array() );
}

/** One row of a form table: a label and a text, URL, date or colour field. */
function site_blocks_api_field_row( $name, $label, $value, $type = 'text', $description = '' ) {
	$id = sanitize_html_class( str_replace( array( '[', ']' ), array( '-', '' ), $name ) );
	echo '<tr><th scope="row"><label for="' . esc_attr( $id ) . '">' . esc_html( $label ) . '</label></th><td>';
	if ( 'textarea' === $type ) {
		echo '<textarea class="large-text" rows="2" id="' . esc_attr( $id ) . '" name="' . esc_attr( $name ) . '">' . esc_textarea( $value ) . '</textarea>';
	} elseif ( 'image' === $type ) {
		echo '<input type="text" class="regular-text code" id="' . esc_attr( $id ) . '" name="' . esc_attr( $name ) . '" value="' . esc_attr( $value ) . '"> ';
		echo '<button type="button" class="button site-media-pick" data-target="' . esc_attr( $id ) . '">Choose from the media library</button>';
	} elseif ( 'color' === $type ) {
		echo '<input type="text" class="site-color" id="' . esc_attr( $id ) . '" name="' . esc_attr( $name ) . '" value="' . esc_attr( $value ) . '">';
	} elseif ( 'datetime' === $type ) {
		echo '<input type="datetime-local" step="1" id="' . esc_attr( $id ) . '" name="' . esc_attr( $name ) . '" value="' . esc_attr( str_replace( ' ', 'T', $value ) ) . '">';
	} else {
		echo '<input type="text" class="regular-text" id="' . esc_attr( $id ) . '" name="' . esc_attr( $name ) . '" value="' . esc_attr( $value ) . '">';
	}
	if ( $description ) {
		echo '<p class="description">' . esc_html( $description ) . '</p>';
	}
	echo '</td></tr>';
}

function site_blocks_api_campaign_screen() {
	$option   = SITE_BLOCKS_API_CAMPAIGN_OPTION;
	$campaign = site_blocks_api_screen_value( $option, 'site_blocks_api_campaign_from_form' );
	$now      = new DateTime( 'now', new DateTimeZone( SITE_BLOCKS_API_CAMPAIGN_ZONE ) );
	echo '<div class="wrap"><h1>Campaign</h1>';
	settings_errors();
	echo '<p>The countdown banner, the footer countdown and the exit-intent popup, on every page while the campaign runs; they disappear by themselves at its end. Texts left empty in Spanish or French are shown in English.</p>';
	echo '<form method="post" action="options.php">';
	settings_fields( $option );
	$fields = site_blocks_api_campaign_fields();
	echo '<h2>Campaign</h2><table class="form-table" role="presentation">';
	site_blocks_api_field_row( "{$option}[endDate]", $fields['endDate'][0], $campaign['endDate'], 'datetime', 'Entered and shown in ' . SITE_BLOCKS_API_CAMPAIGN_ZONE . ' time (UTC' . sprintf( '%+g', $now->getOffset() / 3600 ) . '). Now there: ' . $now->format( site_blocks_api_rules()['campaignDate']['phpFormat'] ) . '.' );
	site_blocks_api_field_row( "{$option}[campaignType]", $fields['campaignType'][0], $campaign['campaignType'], 'text', 'A slug, such as black-friday.' );
	site_blocks_api_field_row( "{$option}[activeProduct]", $fields['activeProduct'][0], $campaign['activeProduct'], 'text', 'The product slug whose pricing the popup links to, such as dokan.' );
	echo '</table><h2>Popup</h2><table class="form-table" role="presentation">';
	site_blocks_api_field_row( "{$option}[image]", $fields['image'][0], $campaign['image'], 'image' );
	foreach ( site_blocks_api_campaign_colors() as $key => list( $label ) ) {
		site_blocks_api_field_row( "{$option}[colors][{$key}]", $label, $campaign['colors'][ $key ], 'color' );
	}
	site_blocks_api_field_row( "{$option}[storageKey]", $fields['storageKey'][0], $campaign['storageKey'], 'text', 'Where a visitor\'s browser remembers closing the popup; a new key shows it again to everyone.' );
	echo '</table>';
	foreach ( SITE_BLOCKS_API_LANGS as $lang ) {
		echo '<h2 lang="' . esc_attr( $lang ) . '">Texts: ' . esc_html( SITE_BLOCKS_API_LANG_NAMES[ $lang ] ) . '</h2><table class="form-table" role="presentation">';
		foreach ( site_blocks_api_campaign_texts() as $key => list( $label ) ) {
			site_blocks_api_field_row( "{$option}[texts][{$lang}][{$key}]", $label . ' (' . SITE_BLOCKS_API_LANG_NAMES[ $lang ] . ')', $campaign['texts'][ $lang ][ $key ], 'text' === $key ? 'textarea' : 'text' );
		}
		echo '</table>';
	}
	submit_button( 'Save campaign' );
	echo '</form></div>';
}

function site_blocks_api_options_screen() {
	$option  = SITE_BLOCKS_API_OPTIONS_OPTION;
	$options = site_blocks_api_screen_value( $option, 'site_blocks_api_options_from_form' );
	echo '<div class="wrap"><h1>Site settings</h1>';
	// Pages under Settings show the saved notice and errors themselves (options-head.php).
	echo '<p>Per language: what Spanish or French leaves empty is shown in English. The menus are under Appearance → Menus, the campaign under Campaign.</p>';
	echo '<form method="post" action="options.php">';
	settings_fields( $option );
	echo '<h2>Mailing-list audiences</h2>';
	echo '<p>Each newsletter form subscribes to an audience: the one its block names, else the one of the section of the site it is on. Each audience is a form of the forms service, and the tag subscribers are filed under; the same in every language. A field left empty is the site’s default.</p>';
	echo '<table class="form-table" role="presentation">';
	foreach ( site_blocks_api_audiences() as $key => $audience ) {
		site_blocks_api_field_row( "{$option}[audiences][{$key}][formId]", $audience['label'] . ': form id', $options['audiences'][ $key ]['formId'], 'text', 'Default: ' . $audience['default']['formId'] . '.' );
		site_blocks_api_field_row( "{$option}[audiences][{$key}][tag]", $audience['label'] . ': tag', $options['audiences'][ $key ]['tag'], 'text', 'Default: ' . $audience['default']['tag'] . '.' );
	}
	echo '</table>';
	echo '<h2>Site checks</h2><table class="form-table" role="presentation">';
	$budget = site_blocks_api_settings_schema_at( array( 'pageWeightBudgetKb' ) );
	site_blocks_api_field_row( "{$option}[pageWeightBudgetKb]", $budget['title'], $options['pageWeightBudgetKb'] ?? '', 'text', sprintf( 'What a first visit to a page may download (HTML, styles and scripts, compressed) before the editor’s site checks warn; %d to %d. Default: %d.', $budget['minimum'], $budget['maximum'], $budget['default'] ) );
	echo '</table>';
	foreach ( SITE_BLOCKS_API_LANGS as $lang ) {
		$in = ' (' . SITE_BLOCKS_API_LANG_NAMES[ $lang ] . ')';
		echo '<h2 lang="' . esc_attr( $lang ) . '">' . esc_html( SITE_BLOCKS_API_LANG_NAMES[ $lang ] ) . '</h2><table class="form-table" role="presentation">';
		foreach ( site_blocks_api_footer_fields() as $key => list( $label ) ) {
			site_blocks_api_field_row( "{$option}[{$lang}][footerCta][{$key}]", $label . $in, $options[ $lang ]['footerCta'][ $key ], 'text' === $key ? 'textarea' : 'text' );
		}
		site_blocks_api_field_row( "{$option}[{$lang}][paymentImage]", 'Payment image' . $in, $options[ $lang ]['paymentImage'], 'image', 'The payment methods under the footer.' );
		foreach ( SITE_BLOCKS_API_SOCIAL_NETWORKS as $network => $name ) {
			site_blocks_api_field_row( "{$option}[{$lang}][social][{$network}]", $name . ' link' . $in, $options[ $lang ]['social'][ $network ] );
		}
		echo '</table>';
	}
	submit_button( 'Save settings' );
	echo '</form></div>';
}

/**
 * A WordPress that ran the plugin before these screens kept the settings in one option per language
 * (`site_settings_{lang}`): they are moved once into the menus and the screens, then removed. What
 * the settings gained since (the popup's button text and colours, the payment image) starts as the
 * site's defaults, in English for every language.
 */
add_action( 'init', function () {
	$old = get_option( 'site_settings_' . SITE_BLOCKS_API_DEFAULT );
	// `false` given: the setting's registered default (null) would hide that it is missing.
	if ( false !== get_option( SITE_BLOCKS_API_CAMPAIGN_OPTION, false ) || ! is_array( $old ) ) {
		return;
	}
	// One request moves them; another arriving meanwhile waits for it (a few seconds at most), so
	// that it answers the moved settings too. A move that died a minute ago is taken over.
	$lock = 'site_blocks_api_moving_settings';
	if ( ! add_option( $lock, time(), '', 'no' ) ) {
		if ( time() - (int) site_blocks_api_option_now( $lock ) < 60 ) {
			for ( $wait = 0; $wait < 50 && false === site_blocks_api_option_now( SITE_BLOCKS_API_CAMPAIGN_OPTION ); $wait++ ) {
				usleep( 100000 );
			}
			return;
		}
		update_option( $lock, time(), 'no' );
	}
	$by_lang = array();
	foreach ( SITE_BLOCKS_API_LANGS as $lang ) {
		$settings = get_option( "site_settings_{$lang}" );
		if ( ! is_array( $settings ) ) {
			continue;
		}
		$settings['campaign']['popup'] += array(
			'buttonText' => SITE_BLOCKS_API_DEFAULT === $lang ? site_blocks_api_settings_schema_at( array( 'campaign', 'popup', 'buttonText' ) )['default'] : '',
			'colors'     => site_blocks_api_settings_schema_at( array( 'campaign', 'popup', 'colors' ) )['default'],
		);
		$by_lang[ $lang ] = $settings + array( 'paymentImage' => '', 'blogSidebar' => '' );
	}
	$moved = site_blocks_api_import_site_options( $by_lang );
	if ( is_wp_error( $moved ) ) {
		error_log( 'site-blocks-api: the site settings of site_settings_{lang} cannot be moved to the Campaign and Site screens: ' . $moved->get_error_message() );
		delete_option( $lock );
		return;
	}
	foreach ( $by_lang as $lang => $settings ) {
		site_blocks_api_import_menus( $lang, $settings['menus'] );
		delete_option( "site_settings_{$lang}" );
	}
	delete_option( $lock );
}, 30 );

/** An option as the database holds it now, not as this request loaded it (false when missing). */
function site_blocks_api_option_now( $option ) {
	foreach ( array( 'alloptions', 'notoptions', $option ) as $key ) {
		wp_cache_delete( $key, 'options' );
	}
	return get_option( $option, false );
}

/** Saved campaign or options change every page's chrome: tell the site. */
function site_blocks_api_site_option_changed( $option ) {
	if ( in_array( $option, array( SITE_BLOCKS_API_CAMPAIGN_OPTION, SITE_BLOCKS_API_OPTIONS_OPTION, 'blogname' ), true ) ) {
		site_blocks_api_queue_change( array( 'kind' => 'settings' ) );
	}
}
add_action( 'updated_option', 'site_blocks_api_site_option_changed' );
add_action( 'added_option', 'site_blocks_api_site_option_changed' );
add_action( 'deleted_option', 'site_blocks_api_site_option_changed' );

/**
 * The import: the dataset's settings of every language into the campaign, the site options, the
 * blog sidebars' synced patterns and the site title. Returns whether anything changed, or a
 * WP_Error naming what the site's rules refuse (nothing is written then).
 */
function site_blocks_api_import_site_options( array $by_lang ) {
	$english  = $by_lang[ SITE_BLOCKS_API_DEFAULT ];
	$campaign = array(
		'endDate'       => $english['campaign']['endDate'],
		'campaignType'  => $english['campaign']['campaignType'],
		'activeProduct' => $english['campaign']['activeProduct'],
		'image'         => (string) ( $english['campaign']['popup']['image'] ?? '' ),
		'storageKey'    => $english['campaign']['popup']['storageKey'],
		'colors'        => $english['campaign']['popup']['colors'],
		'texts'         => array(),
	);
	$options  = array( 'audiences' => array() );
	// One set of audiences for every language (the screen's): a dataset whose languages differ is refused, not half imported.
	foreach ( $by_lang as $lang => $settings ) {
		if ( ( $settings['audiences'] ?? null ) !== ( $english['audiences'] ?? null ) ) {
			return new WP_Error( 'site_settings_invalid', 'The mailing-list audiences of ' . SITE_BLOCKS_API_LANG_NAMES[ $lang ] . ' differ from English’s: WordPress keeps one set for every language.' );
		}
	}
	foreach ( (array) ( $english['audiences'] ?? array() ) as $key => $audience ) {
		$options['audiences'][ $key ] = array( 'formId' => (string) ( $audience['formId'] ?? '' ), 'tag' => (string) ( $audience['tag'] ?? '' ) );
	}
	foreach ( $by_lang as $lang => $settings ) {
		$popup                       = $settings['campaign']['popup'];
		$campaign['texts'][ $lang ] = array( 'banner' => $settings['campaign']['banner'], 'title' => $popup['title'], 'text' => $popup['text'], 'buttonText' => $popup['buttonText'] );
		$social                      = array_fill_keys( array_keys( SITE_BLOCKS_API_SOCIAL_NETWORKS ), '' );
		foreach ( $settings['menus']['social'] as $link ) {
			$social[ $link['network'] ] = $link['url'];
		}
		$options[ $lang ] = array(
			'footerCta'    => $settings['footerCta'] ?? array( 'heading' => '', 'text' => '', 'label' => '' ),
			'paymentImage' => $settings['paymentImage'],
			'social'       => $social,
		);
	}
	// Stored as the screens store them, through their checks.
	$campaign = site_blocks_api_campaign_from_form( $campaign );
	$options  = site_blocks_api_options_from_form( $options );
	$problems = array_merge( site_blocks_api_campaign_problems( $campaign ), site_blocks_api_options_problems( $options ) );
	if ( $problems ) {
		return new WP_Error( 'site_settings_invalid', implode( ' ', $problems ) );
	}
	$changed = false;
	foreach ( array(
		SITE_BLOCKS_API_CAMPAIGN_OPTION => $campaign,
		SITE_BLOCKS_API_OPTIONS_OPTION  => $options,
		'blogname'                      => $english['name'],
	) as $option => $value ) {
		if ( ( 'blogname' === $option ? site_blocks_api_site_name() : get_option( $option ) ) !== $value ) {
			update_option( $option, $value );
			$changed = true;
		}
	}
	foreach ( $by_lang as $lang => $settings ) {
		$slug     = 'site-blog-sidebar-' . $lang;
		$existing = get_page_by_path( $slug, OBJECT, 'wp_block' );
		if ( $existing && $existing->post_content === $settings['blogSidebar'] ) {
			continue;
		}
		$fields = array( 'post_type' => 'wp_block', 'post_status' => 'publish', 'post_name' => $slug, 'post_title' => 'Blog sidebar (' . SITE_BLOCKS_API_LANG_NAMES[ $lang ] . ')', 'post_content' => $settings['blogSidebar'] );
		wp_insert_post( wp_slash( $existing ? $fields + array( 'ID' => $existing->ID ) : $fields ) );
		$changed = true;
	}
	return $changed;
}
