"""The grammar of card text: reusable phrase rules, not sentence templates.

It reads the normalised templating (see `normalise.py`: lower case outside square
brackets, reminder text removed, one space between words). An effect is a timing header,
then a body built from the same few noun phrases (targets and their filters, counts),
clauses (conditions, triggers, durations, costs) and verb phrases (one per step of the
effect language). `rules.py` turns each rule's tree into definitions.
"""

from __future__ import annotations

import re

from digimon_tui.cards.keywords import KEYWORDS
from digimon_tui.cards.selection import COLORS
from digimon_tui.cards.text import TIMING_LABELS

_TIMINGS = {key: label for key, label in TIMING_LABELS.items() if label}
"""Each timing header as printed (15-16), by the timing it stands for."""


def _counted(rule: str, one: str, many: str) -> str:
    """A number of things as conditions and filters say it: "no digivolution cards",
    "4 or more cards", "exactly 1 security card"."""
    return (
        f'{rule}: "no {many}" -> r_none\n'
        f'    | "any number of {many}" -> r_any\n'
        f'    | "exactly" NUMBER ("{one}" | "{many}") -> exactly\n'
        f'    | NUMBER "or more {many}" -> at_least\n'
        f'    | NUMBER "or fewer {many}" -> at_most\n'
        f'    | NUMBER "or less {many}" -> at_most\n'
        f'    | NUMBER "to" NUMBER "{many}" -> between\n'
    )


_COUNTED = (
    ("count_sources", "digivolution card", "digivolution cards"),
    ("count_cards", "card", "cards"),
    ("count_security", "security card", "security cards"),
    ("count_total", "total card", "total cards"),
)
_COLOR = " | ".join(f'"{c}"' for c in COLORS)
_STEP_WORDS = "|".join(re.escape(kw.name.lower()) for kw in KEYWORDS.values() if kw.kind != "grant")
"""Keywords an effect performs (<Draw 1>, <Recovery +1 (Deck)>, ...): only these are steps, so
a keyword a Digimon has, after an effect's last sentence, starts an effect of its own."""
_ACTION_WORDS = "|".join(
    re.escape(kw.name.lower()) for kw in KEYWORDS.values() if kw.kind == "action"
)
"""Keywords that are only ever performed (<Draw 1>, <Recovery +1 (Deck)>, <De-Digivolve 1>):
never a keyword effect of their own, so one after a sentence is that effect's step."""
_TIMED_WORDS = "|".join(
    re.escape(kw.name.lower()) for kw in KEYWORDS.values() if kw.timing == "on_deletion"
)
"""Keywords printed under the [On Deletion] header ("[On Deletion] <Save>")."""
_HEADED_WORDS = "|".join(re.escape(kw.name.lower()) for kw in KEYWORDS.values() if kw.headers)
"""Keywords printed under the header of the timing they activate at ("[When Digivolving]
<Blitz>", 4-23-3)."""

_PHRASES = (
    r"""
start: effect+

?effect: keyword_effect | persistent_effect | triggered_effect | dna_effect | xros_line | burst_line
    | app_fusion_line
    | digivolve_line
    | digivolve_effect_line
    | tamer_line
    | name_line
    | colors_line
    | copies_line

dna_effect: "<dna digivolution:" NUMBER "from" dna_side "+" dna_side ">" "digivolve unsuspended with the 2 specified digimon stacked on top of each other" "."
dna_side: color "lv." NUMBER
xros_line: "<digixros" SIGNED ">" xros_material ("×" xros_material)* "."? xros_from_trash?
xros_from_trash: "when you would play this card from your hand, you may also place cards from your trash in digivolution cards for a digixros" "."?
?xros_material: NAME -> named | NUMBER NAME -> named_count | colors NAME -> xros_colored | "1" adjectives "digimon card" filter -> xros_filter | NUMBER adjectives "digimon cards" filter -> xros_filter_count
    | NUMBER "digimon cards with different names and" filter -> xros_distinct
app_fusion_line: "[App Fusion]" NAME ("&" NAME)+ ":" "cost" NUMBER "."?
burst_line: "<burst digivolve:" NUMBER "from" burst_what "by returning 1" burst_what "to the hand" ">" "at the end of the turn" "," "trash this digimon's top card" "."?
burst_what: NAME -> named | adjectives ("digimon" | "tamer") filter -> xros_filter

digivolve_line: "[Digivolve]" color? req_level? req_names? req_with? req_sources? ":" "cost" NUMBER "."?
    | "[Digivolve]" DIGIVOLVE_WORDS ":" "cost" NUMBER "."? -> digivolve_words_line
req_level: "lv." NUMBER
req_names: NAME ("/" NAME)*
req_with: "w/" req_list "in name" ("and" req_list "trait")? -> req_name_trait
    | "w/" req_list "trait" -> req_trait
    | "w/" KEYWORD ("/" KEYWORD)* "in its text" -> req_text
req_list: NAME ("/" NAME)*
req_sources: "w/" req_list "in its digivolution cards"
whose_digimon: "your opponent's digimon" -> side_opponents | "your digimon" -> side_your
count_bare: NUMBER "or more" -> at_least | NUMBER ("or fewer" | "or less") -> at_most
digivolve_effect_line: ("while" condition ",")? "your" effect_from "can digivolve into this card in your hand for a memory cost of" NUMBER "," "ignoring this card's digivolution requirements" "."?
effect_from: NAME ("or" NAME)* -> effect_names
    | "digimon with" req_list "in its name" -> effect_name_contains
    | "digimon with" req_list "in its traits" -> effect_traits

colors_line: ("while" condition ",")? "you may ignore this card's color requirements" "."?
copies_line: "you may include up to" NUMBER "copies of cards with this card's card number in your deck" "."?
name_line: "[Rule]" "name:" "also treated as" NAME ("or" NAME)* "."? -> also_names
    | "[Rule]" "name:" "also treated as having" NAME ("or" NAME)* "."? -> also_name_contains
    | "[Rule]" "trait:" "has" NAME "type" "."? -> also_types
    | "when you would digixros, this card's name is also treated as" NAME "."? -> xros_names
tamer_line: "you may digivolve this card from your hand onto one of your" tamer_named "as if the tamer is a" color? "level" NUMBER "digimon" tamer_cost? "."?
    | "you may place" NUMBER _TAMER_BY "to digivolve this card from your hand onto one of your" tamer_named "as if the tamer is a" color? "level" NUMBER "digimon" "."? -> tamer_line_by
tamer_named: color "tamers" -> tamer_color | NAME ("or" NAME)* "cards" -> tamer_names | "tamers" -> tamer_any
tamer_cost: "for a digivolution cost of" NUMBER
_TAMER_BY: "tamer cards and/or cards with [Hybrid] in their traits from your hand and/or trash at the bottom of your deck in any order"

keyword_effect: HELD_KEYWORD "."? | timing_on_deletion TIMED_KEYWORD "."?
    | (timing_on_play | timing_when_digivolving) HEADED_KEYWORD "."? -> keyword_headed
    | (timing_on_play | timing_when_digivolving) "if" condition "," HEADED_KEYWORD "."? -> keyword_headed_if

// ---- timing headers ---------------------------------------------------------------
per_turn: "[Once Per Turn]" -> once | "[Twice Per Turn]" -> twice
"""
    + "\n".join(f'timing_{key}: "{label}"' for key, label in _TIMINGS.items())
    + "\n?timing: "
    + " | ".join(f"timing_{key}" for key in _TIMINGS)
    + "\n?lasting_timing: timing_your_turn | timing_opponents_turn | timing_all_turns\n"
    + r"""
persistent_effect: breeding? lasting_timing? per_turn? lasting_lead? grant_clauses "."?
lasting_lead: "while" condition "," -> while_lead
    | "if" condition "," -> if_lead
grant_clauses: grant_clause ("and" grant_clause)*

triggered_effect: (from_hand | from_trash | breeding)? timing also? per_turn? trigger_lead? if_lead? digi_burst? sentences
    | trigger_lead if_lead? sentences
    | timing also? per_turn? trigger_lead if_lead? grant_clause "."? -> triggered_grant
    | timing_on_deletion TIMED_KEYWORD "."? sentences -> keyword_then
also: timing+
digi_burst: KEYWORD "・"
from_hand: "[Hand]"
from_trash: "[Trash]"
breeding: "[Breeding]"
trigger_lead: trigger ","
if_lead: "if" condition ","
sentences: sentence+
sentence: then? step_if? body_phrase instead? "."?
    | pooled_choice+ "the chosen cards' play costs must add up to" NUMBER "or less" "." "delete the chosen cards" "."? -> delete_pooled
pooled_choice: "if" condition "," "choose any number of" whose kind_many "."
by_gerunds: "by" gerund_steps
then: "then" ","
instead: "instead"
step_if: "if" condition ","

?body_phrase: step_phrase
    | "you may" step_phrase -> may
    | "your opponent may" step_phrase -> opponent_may
    | "your opponent trashes" cards "in their hand" -> opponent_trashes
    | "your opponent plays" card_list play_source play_suspended? paying no_on_play? -> opponent_plays
    | "you may trigger" keyword_step -> may
    | "you may" cost_steps "to" step_phrase -> may_cost
    | "you may" cost_steps "to have" modify -> may_cost
    | "you may" step_phrase "by" gerund_steps -> may_by_cost
    | step_phrase "by" gerund_steps -> by_cost
    | "by paying:" cost_steps "," "you may" step_phrase -> by_cost_may
    | "for" count_phrase "," "add" NUMBER "to" raised_bound -> raise_max
    | "for" count_phrase "," "remove" NUMBER "from" raised_bound -> lower_max
raised_bound: "the maximum level of the digimon you may choose with this effect" -> rb_level
    | "the maximum this dp-based deletion effect can delete" -> rb_dp
    | "the maximum dp of the card you may play by this effect" -> rb_dp
    | "this effect's play cost maximum" -> rb_cost
cost_steps: step_phrase ("and" step_phrase)*
gerund_steps: gerund ("and" gerund)*
gerund: "trashing" trash_what -> trash
    | "suspending" target -> suspend
    | "unsuspending" target -> unsuspend
    | "deleting" target -> delete
    | "returning" target _to_hand -> return_to_hand
    | "returning this card to the" END "of your deck" -> return_this_to_deck
    | "placing" cards "from this digimon's digivolution cards at the" END "of" _owners_deck -> sources_to_deck
    | "returning" cards "from your trash to the" END "of your deck" -> return_trash_to_deck
    | "revealing" cards "from your hand and placing all of the revealed cards at the bottom of your deck in any order" -> reveal_hand_to_deck_bottom
    | "returning" cards "from your opponent's trash to the" END "of its owner's deck" -> return_opponent_trash_to_deck
    | "returning cards from your opponent's hand to the" END "of its owner's deck without looking until" NUMBER "remain" -> return_opponent_hand_to_deck
    | "losing" NUMBER "memory" -> lose_memory
    | "decreasing your memory by" NUMBER -> lose_memory
    | "placing this digimon under" target "as its bottom digivolution card" -> place_this_under
    | "placing" target "under this digimon as its bottom digivolution card" -> place_digimon_under_this
    | "placing this tamer as the bottom digivolution card of" target -> place_this_tamer_under
    | "placing the top card of" target "as its bottom digivolution card" -> top_card_to_bottom
    | "placing" target security_where _owners "security stack face down" -> place_in_security
    | "placing" cards place_from "under this digimon as its bottom" ("digivolution card" | "digivolution cards") -> place_under_bottom
    | "placing" cards "from your battle area or trash under it" -> place_under_played
    | "placing" cards place_from "on top of this digimon's digivolution cards" -> place_under_top
    | "placing" cards place_from "under" target "as its" END ("digivolution card" | "digivolution cards") -> place_under_onto
    | "placing" cards place_from "under" target any_order? -> place_under_tamer
    | "returning" source_quantity "of this digimon's" adjectives "digivolution cards to your hand" -> return_sources
    | "trashing any" NUMBER ("digivolution card" | "digivolution cards") "of" target -> trash_any_sources

// ---- steps: one verb phrase each --------------------------------------------------
?step_phrase: "gain" NUMBER "memory" for_count? -> gain_memory
    | "lose" NUMBER "memory" -> lose_memory
    | "set your memory to" NUMBER -> set_memory
    | modify
    | "delete" target -> delete
    | "delete" target ("," target)* ","? "and" target -> delete
    | "delete" all_either_side -> delete
    | "your opponent chooses 1 of your opponent's digimon" "." "delete all of their other digimon" -> delete_spared
    | "your opponent chooses 1 of your opponent's digimon" "." "delete all digimon other than this digimon and your opponent's chosen digimon" -> delete_spared_but_this
    | "trash all of the digivolution cards of" target -> trash_all_sources
    | "trash the bottom" bottom_sources "of" target -> trash_sources
    | "trash the top" bottom_sources "of" target for_count? -> trash_top_sources
    | "trash the top card of" target -> trash_top_card
    | "place the top card of" target "on top of your security stack face down" -> top_card_to_security
    | "place the top card of" target "as its bottom digivolution card" -> top_card_to_bottom
    | "trash any" NUMBER ("digivolution card" | "digivolution cards") "of" target -> trash_any_sources
    | "trash any" NUMBER ("digivolution card" | "digivolution cards") "from" whose_digimon -> trash_pooled_sources
    | "trash up to" NUMBER ("digivolution card" | "digivolution cards") "from the bottom of" target -> trash_up_to_sources
    | "trash up to" NUMBER ("digivolution card" | "digivolution cards") "of" target -> trash_up_to_any_sources
    | "choose 1 of each player's digimon" extreme "." "delete all other digimon" -> delete_all_but_each
    | "unsuspend" target -> unsuspend
    | "unsuspend" target "and" target -> unsuspend
    | "suspend" target -> suspend
    | "suspend" target "and" target -> suspend
    | "switch the target of attack to" target -> switch_attack_target
    | target "may attack a player" -> attack_player
    | target "may attack an opponent's digimon" -> attack_digimon
    | target "may attack" -> attack_any
    | "end the attack" -> end_attack
    | "your opponent attacks with 1 of your opponent's digimon" -> opponent_attacks
    | "choose" target "." "your opponent attacks with the chosen digimon" -> opponent_attacks_chosen
    | "place cards from under 1 of your tamers as digivolution cards for a digixros" -> xros_from_tamers
    | "place" NUMBER "card from under your tamers and" NUMBER "card from your trash as digivolution cards for a digixros" -> xros_from_tamers
    | "place cards from under your tamers as digivolution cards for a digixros" -> xros_from_all_tamers
    | "this digimon may attack" -> attack_now
    | "this digimon attacks" -> attack_forced
    | "attack with this digimon without suspending it" -> attack_unsuspending
    | "return" target _to_hand -> return_to_hand
    | "return" all_either_side _to_hand -> return_to_hand
    | "return" target "to the" END "of" _owners "deck" -> return_to_deck
    | keyword_step
    | STEP_KEYWORD "until there are" NUMBER "cards in your security stack" -> recovery_until
    | KEYWORD "on" target -> de_digivolve
    | KEYWORD "with" target -> mind_link_with
    | "reveal the top" n_cards "of your deck" for_count? -> reveal
    | "reveal the top" n_cards "of your digi-egg deck" -> reveal_eggs
    | "your opponent reveals the top" n_cards "of their deck" -> reveal_opponents
    | "return" card_list "from your trash to your hand" -> return_from_trash
    | "return" cards "from under 1 of your tamers to your hand" -> return_from_tamers
    | "return" cards "from your trash to the" END "of your deck" -> return_trash_to_deck
    | "return" cards "from your trash to the" END "of your digi-egg deck" -> return_trash_to_eggs
    | "return" cards "from your opponent's trash to the" END "of its owner's deck" -> return_opponent_trash_to_deck
    | "return cards from your opponent's hand to the" END "of its owner's deck without looking until" NUMBER "remain" -> return_opponent_hand_to_deck
    | "return" card_list "from both players' trashes to the" END "of its owner's deck" -> return_trashes_to_deck
    | "return" cards "from your hand to the" END "of your deck" -> return_hand_to_deck
    | "return" cards "from this digimon's digivolution cards to the" END "of its owner's deck" -> return_sources_to_deck
    | "reveal" cards "from your hand and place it on top of your deck" -> reveal_hand_to_deck_top
    | "add" card_list "among them to your hand" -> add_revealed
    | "add" this_or_that_card "to your hand" -> add_that
    | "add" cards zone_from "to your hand" -> add_from
    | "reveal" cards "from your security stack and add it to your hand" -> reveal_add_security
    | "add the" END n_cards "of" whose pile ("to your hand" | "to its owner's hand") -> add_from_pile
    | "place the remaining cards at the bottom of your deck in any order" -> rest_deck_bottom
    | "place the remaining cards on top of your deck in any order" -> rest_deck_top
    | "place the remaining cards at the top or bottom of your deck in any order" -> rest_deck_either
    | "place the remaining cards at the top or bottom of your opponent's deck in any order" -> rest_opponents_deck_either
    | "trash the remaining cards" -> rest_trash
    | "add the remaining cards to your hand" -> rest_hand
    | "trash" trash_what for_count? -> trash
    | "trash" whose kinds "in the breeding area" -> trash_breeding
    | "trash" trash_what "." "add 1 to the number of cards trashed by this effect" for_count -> trash_more
    | "trash any number of cards from the top of your security stack until you have" NUMBER "or more remaining" -> trash_until_remain
    | "place" target security_where _owners "security stack face down" -> place_in_security
    | "place this card" security_where "your security stack face down" -> place_this_in_security
    | "place" cards zone_from security_where _owners "security stack face down" -> place_card_in_security
    | "shuffle your security stack" -> shuffle_security
    | "reveal 1 card in your hand" "." "if it's" colors "," "place it on top of your security stack face down" "." "if it's not" "," "return it to its owner's hand" -> reveal_to_security
    | "place" cards "from this digimon's digivolution cards at the" END "of" _owners_deck -> sources_to_deck
    | "reveal all of your opponent's security cards" "," "and trash" NUMBER "of them" by_gerunds? "." "place the rest in your opponent's security stack face down" "." "then" "," "your opponent shuffles your opponent's security stack" -> trash_revealed_security
    | "reveal all of your opponent's security cards" "," "and place 1 card among them on top of your opponent's deck" by_gerunds? "." "shuffle the rest and return them to the security stack" -> top_revealed_security
    | "declare 1 card category" "." "then" "," "reveal the top card of your opponent's deck" "." "if that card is of the declared category" "," "this digimon isn't affected by the effects of that card category for the turn" "." "return the revealed card to the top or the bottom of your opponent's deck" -> declare_category
    | "prevent that deletion" -> prevent_deletion
    | "prevent that removal" -> prevent_deletion
    | "prevent it from leaving play" -> prevent_deletion
    | "prevent it from leaving" -> prevent_deletion
    | "prevent 1 of those digimon from leaving" -> prevent_deletion
    | "place this card in the battle area" -> place_in_battle_area
    | "<blitz>" -> blitz
    | "place this digimon under" target "as its bottom digivolution card" -> place_this_under
    | "place this tamer as the bottom digivolution card of" target -> place_this_tamer_under
    | "place this card under" target "as its bottom digivolution card" -> place_this_card_under
    | "look at the top" n_cards "of your" pile -> look
    | "place" cards place_from "on top of this digimon's digivolution cards" -> place_under_top
    | "place" cards place_from "under this digimon as its bottom" ("digivolution card" | "digivolution cards") any_order? -> place_under_bottom
    | "place" cards "and" target "under this digimon as its bottom digivolution cards" -> place_under_bottom_with
    | "place" cards place_from "under" target "as its" END ("digivolution card" | "digivolution cards") -> place_under_onto
    | "place this tamer and" card_list place_from "under" target "as its bottom digivolution cards" any_order -> place_with_this
    | "place" cards "and" cards place_from "under" target "as its bottom digivolution cards" -> place_pair_under
    | "place" cards place_from "under" target any_order? -> place_under_tamer
    | "place" cards "and" cards zone_from "under" target -> place_both_under_tamer
    | "place" target "under another of" whose adjectives "digimon" filter "as its bottom digivolution card" onto_tamer? -> place_digimon_under
    | "place" cards "and" cards zone_from "under this digimon as its bottom" ("digivolution card" | "digivolution cards") any_order -> place_both_under_bottom
    | "play" NUMBER NAME ("token" | "tokens") "(" token_facts ")" token_keywords? token_suspended? token_to_opponent? -> play_token
    | "choose" target -> choose
    | "hatch 1 digi-egg card to an empty space in your breeding area" -> hatch
    | "move 1" adjectives "digimon" filter "from your breeding area to your battle area" -> move_from_breeding
    | "for the turn" "," "the next time you would digivolve one of your" adjectives "digimon" filter "from level" NUMBER "to level" NUMBER "," "reduce the digivolution cost by" NUMBER -> reduce_next_digivolution
    | "the next time one of your" adjectives "digimon" filter "digivolves this turn" "," next_time_cost? "reduce the memory cost of the digivolution by" NUMBER -> reduce_next_time
    | "the next time one of your digimon digivolves into a" adjectives cards_noun_filtered "this turn" "," "reduce the memory cost of the digivolution by" NUMBER -> reduce_next_time_into
    | "search your security stack for" card_list "and play" ("it" | "them") paying "." "then" "," "shuffle your security stack" -> search_security
    | "search your security stack" "," "and play" card_list "among it" paying -> search_security_among
    | "return" source_quantity "of this digimon's" adjectives "digivolution cards to your hand" -> return_sources
    | "return" cards "from this digimon's digivolution cards to your hand" -> return_sources
    | "reduce its play cost by" NUMBER for_count? -> reduce_play_cost
    | "reduce its play cost by the play cost of the deleted digimon" -> reduce_by_deleted_cost
    | "reduce its memory cost by" NUMBER for_count? -> reduce_use_cost
    | "reduce its memory cost in your hand by" NUMBER for_count? -> reduce_hand_cost
    | "change the original dp of" target "to" NUMBER duration -> change_base_dp
    | "give" target SIGNED "dp" duration -> give_dp
    | "add the trashed card's dp to" target duration -> give_trashed_dp
    | "treat" target "as also having the colors of the trashed card" duration -> give_trashed_colors
    | "neither player's" other? adjectives kinds filter "can" cant ("or" cant)* duration -> neither_can
    | "pay" NUMBER "memory" -> lose_memory
    | "pay up to" NUMBER "memory" -> pay_up_to
    | "reduce the memory cost of the digivolution by" NUMBER for_count? -> reduce_digivolution_cost
    | "increase the digivolution cost by" NUMBER -> increase_digivolution_cost
    | "play" card_list play_source? play_suspended? to_breeding? paying no_on_play? play_more? play_higher? cant_play? -> play
    | "link" card_list play_source link_to link_paying -> link_card
    | "digivolve this digimon into" cards digivolve_where digivolve_cost? ignoring? -> digivolve
    | "digivolve this digimon into that card" -> digivolve_into_that
    | "digivolve" target "into" cards digivolve_where digivolve_cost? ignoring? -> digivolve_who
    | "digivolve" target "into this card" digivolve_cost -> digivolve_into_this
    | "digivolve this tamer into" cards digivolve_where digivolve_cost? "as if this tamer is a" color "level" NUMBER "digimon" -> digivolve_tamer
    | "dna digivolve this digimon and one of your other digimon" filter "in play into a digimon card in your hand by paying its dna digivolve cost" -> dna_digivolve
    | "play this card" paying -> play_this_card
    | "activate this card's [Main] effect" -> activate_main
    | "activate this card's [Security] effects" -> activate_security
    | "both players draw" NUMBER ("card" | "cards") "from their decks" -> draw_both
    | "activate 1 of" effect_owner (timing_on_play | timing_when_digivolving | timing_on_deletion) "effects" -> activate_effect
    | "activate 1 of the" timing_on_deletion "effects of" target -> activate_effect_of
    | "activate 1" (timing_on_play | timing_when_digivolving) "effect on that card as an effect of this digimon" -> activate_effect_as_this
    | "use" cards "from your hand without paying its memory cost" -> use_option
    | "use" cards "from among them without paying its memory cost" -> use_option_revealed
    | "use" cards "from your hand without meeting its color requirements or paying its memory cost" option_to_security? -> use_option_any_color
    | "activate this digimon's" (timing_on_play | timing_when_digivolving) "effects" -> activate_timed
    | "add this card to its owner's hand" -> add_this_card_to_hand
    | "play 1" level_bound? "digimon card from under" target "as another digimon" paying -> play_digivolution_card
    | "play 1" adjectives "digimon card" filter "from under" target "as another digimon" paying -> play_digivolution_card_of
    | "at the end of the" END_OF "," at_end_first -> at_end
    | "at the end of your opponent's turn" "," at_end_first -> at_end_opponents_turn
    | "at the end of the battle" "," at_end_first ("." at_end_sentence)* "."? "then" "," "add this card to its owner's hand" -> at_end_then_add
    | "at the end of the battle" "," "add this card to its owner's hand" "." "then" "," at_end_sentence -> at_end_add_then
    | "for every" kind_one "you suspend this way" "," "activate the following effect" ":" "・" at_end_steps -> for_every_suspended
    | "for" count_phrase "," for_every_step ("and" for_every_step)* -> for_every
    | "for" count_phrase "," "activate the following effect" ":" "・" for_every_step -> for_every_following
    | "activate the effect below" "." "for" count_phrase "," "activate it again" "." "・" for_every_step -> for_every_again
    | choose_one
    | "activate 1 of the effects below" (":" | ".")? below_all? below_option+ -> choose_below
    | "activate 1 of the effects below" by_gerunds "."? below_option+ -> choose_below_by

keyword_step: STEP_KEYWORD for_count?
    | STEP_KEYWORD "this effect can't increase the number of cards in your security stack to" NUMBER "or more" -> capped_keyword_step
next_time_cost: "you may" cost_steps "to"
effect_owner: "your" NAME "'s" -> owner_named | "that digimon's" -> owner_that
    | "this digimon's" -> owner_this
?for_every_step: step_phrase | "you may" step_phrase -> for_every_may
at_end_steps: step_phrase ("." step_phrase)*
at_end_sentence: step_if step_phrase
    | "you may" step_phrase -> at_end_may_sentence
    | step_phrase
?at_end_first: at_end_steps
    | "you may" step_phrase -> at_end_may
    | step_if step_phrase -> at_end_if
choose_one: option ("or" option)+ | option ("," option)+ "," "or" option | option "," "or" option
    | step_phrase "," "or" target -> choose_same_verb
option: step_phrase ("and" step_phrase)*
below_all: "if" condition "," "activate all of the effects below instead" "."
below_option: "・" option ("." at_end_sentence)* "."?
    | "・" "you may" option ("." at_end_sentence)* "."? -> below_may_option
    | "・" step_if "you may" option "."? -> below_if_may_option

END: "top" | "bottom"
END_OF: "turn" | "battle"
_owners: "its owner's" | "their owners'" | "your" | "their" | "your opponent's"
_owners_deck: "its owner's deck" | "their owners' decks"
_to_hand: "to its owner's hand" | "to their owners' hands" | "to their hand"
bottom_sources: "digivolution card" -> one_source | NUMBER "digivolution cards" -> n_sources
n_cards: "card" -> one_card | NUMBER "cards" -> n_cards
trash_what: cards "in your hand or this digimon's digivolution cards" -> in_hand_or_sources
    | cards "in your hand" -> in_hand | cards "from your hand" -> in_hand | cards -> trash_cards
    | cards "in your opponent's hand without looking" -> in_opponents_hand_unseen
    | cards "in your opponent's hand" -> in_opponents_hand
    | cards "in this digimon's digivolution cards" -> in_sources
    | cards "among them" -> among_revealed
this_or_that_card: "this card" -> card_this | "that card" -> card_that
security_where: "on top of" -> sec_top | "at the bottom of" -> sec_bottom
    | "at the top or bottom of" -> sec_top_or_bottom
zone_from: "from" whose "hand" -> z_hand
    | "from" whose "trash" -> z_trash
    | "from among them" -> z_revealed
    | "from" whose "security stack" -> z_security
    | "from" whose "deck" -> z_deck
    | "from this digimon's digivolution cards" -> z_digivolution_cards
    | "from" whose "breeding area" -> z_breeding
    | "from the digivolution cards of" whose "digimon in the breeding area" -> z_under_breeding
?play_source: zone_from | "among them" -> z_revealed | "from your" zone_name ("or" zone_name)+ -> zones
    | "from your" zone_name ("," zone_name)+ "," "or" zone_name -> zones
    | "from your" place_zone "or from under 1 of your tamers" -> zones_under_tamers
    | "from under 1 of your tamers" -> z_under_tamers
    | "from 1 of your" adjectives "digimon's digivolution cards" -> z_under_digimon
!zone_name: "hand" | "trash" | "revealed" | "security" | "this digimon's digivolution cards"
?place_from: zone_from | "from your" place_zone "or" place_zone -> zones
    | "from your" place_zone "and" place_zone -> zones_each
    | "from your" place_zone "or from under 1 of your tamers" -> zones_under_tamers
    | "from under 1 of your tamers" -> z_under_tamers
    | "from in play or from your hand" -> zones_play_hand
!place_zone: "hand" | "trash"
paying: "without paying its memory cost" -> free
    | "without paying their memory costs" -> free
    | "," "paying its memory cost" -> paid
    | "," "paying their memory costs" -> paid
    | "with the play cost reduced by" NUMBER ("and by" NUMBER "more" for_count)? -> play_reduced
link_to: "to" target -> link_to_target
link_paying: ("without paying the cost" | "without paying its memory cost") -> free
    | "with the cost reduced by" NUMBER -> link_reduced
play_suspended: "suspended"
to_breeding: "to an empty space in your breeding area"
no_on_play: "." "any [On Play] effects on digimon played with this effect don't activate"
cant_play: "." "this effect can't play" names
play_more: "." "if" condition "," "add" NUMBER "to the number of cards you play with this effect"
play_higher: "." "if" condition "," "add" NUMBER "to the maximum level of the digimon you may choose with this effect"
digivolve_where: "in your hand" -> dv_hand | "among them" -> dv_revealed
    | "from your trash" -> dv_trash | "from your security stack" -> dv_security
    | "from under 1 of your tamers" -> dv_under_tamers
    | "in your hand or from under 1 of your tamers" -> dv_hand_or_tamers
    | "in your hand or from your trash" -> dv_hand_or_trash
digivolve_cost: "for a memory cost of" NUMBER -> dv_cost | "without paying the cost" -> dv_free
    | "without paying its memory cost" -> dv_free
    | "for the digivolution cost" -> dv_paid
    | "with the digivolution cost reduced by" NUMBER -> dv_reduced
ignoring: "," "ignoring its digivolution requirements" -> ignoring_requirements
    | "," "ignoring its level" -> ignoring_level
any_order: "in any order"
onto_tamer: "or under an opponent's tamer" -> onto_opponents_tamer | "or under 1 of your tamers" -> onto_your_tamer
level_bound: "level" NUMBER "or lower"
option_to_security: "." "place the option card used with this effect on top of your security stack face down instead of placing it in your trash"

// ---- lasting changes: a grant, and a modify step is a grant with a duration ---------
modify: may_have? grant_clause duration quoted?
    | duration "," grant_clause
may_have: "you may have"
quoted: ":" quoted_body
quoted_body: "\"" effect+ "\""
grant_clause: per_sources? subject predicates for_count?
    | "your opponent can't gain memory except with" category ("or" category)* "effects" -> memory_ban
    | "neither player's" other? adjectives kinds filter "can" cant ("or" cant)* -> neither_grant
    | "players can't" PLAYER_RULE -> players_cant
    | "add" NUMBER "to the maximum dp you may choose with dp-based deletion effects" -> deletion_dp
    | "the turn end condition is the opponent having" NUMBER "memory or more" -> turn_end_memory
    | "your opponent can't" PLAYER_RULE -> opponent_cant
    | "effects can't trash" source_card "in this digimon's digivolution cards" -> untrashable_sources
    | "when it would be deleted in battle" "," "you may trash" NUMBER "cards of the same level from this digimon's digivolution cards to prevent the deletion" -> same_level_battle
    | "when an effect would delete it or return it to your hand or deck" "," "you may trash" NUMBER "cards of the same level from this digimon's digivolution cards to prevent it from leaving play" -> same_level_effects
per_sources: "for every digivolution card this digimon has" "," -> per_one
    | "for every" NUMBER "digivolution cards this digimon has" ","
subject: target | it | they | all_either_side
it: "it"
they: "they"
predicates: predicate ("and" predicate)* | predicate ("," predicate)+ "," "and" predicate
?predicate: ("gets" | "get") SIGNED "dp" -> p_dp
    | ("gains" | "gain") KEYWORD -> p_gains
    | KEYWORD -> p_gains
    | ("can't" | "be unable to") cant ("or" cant)* -> p_cant
    | "can't be blocked by your opponent's" adjectives "digimon" filter -> p_unblockable
    | "can attack your opponent's unsuspended digimon" -> p_attack_unsuspended
    | "can be used in place of one of the digixros requirements" -> p_xros_stand_in
    | "can attack your opponent's unsuspended" adjectives "digimon" filter -> p_attack_unsuspended_with
    | ("has" | "have") "an original dp of" NUMBER -> p_base_dp
    | ("gains" | "gain") "the following effect" -> p_gains_effect
    | ("gains" | "gain") quoted_body -> p_gains_quoted
    | "gains all effects of cards with" NAME ("and" NAME)* "in their names in this digimon's digivolution cards" -> p_gains_effects_of
    | "can only digivolve into" adjectives "digimon" filter -> p_digivolve_only_into
    | "can be treated as level" NUMBER "for dna digivolution into" NAME "in your hand" -> p_dna_level
    | "can digivolve into" ("a" | "an") adjectives cards_noun_filtered "in your hand for a memory cost of" NUMBER "," "ignoring its digivolution requirements" -> p_digivolve_into
    | ("doesn't" | "don't") "activate [Security] effects on option cards it checks" -> p_no_option_security
    | ("is" | "are") "also treated as a digimon with" NUMBER "dp" -> p_as_digimon
    | ("is" | "are") "also treated as" color (("and" | ",") color)* ("," "and" color)? -> p_also_colors
    | "is treated as also having the colors of its digivolution cards" -> p_sources_colors
    | ("isn't" | "aren't") "affected by the effects of" category ("or" category)* "cards" -> p_unaffected_by
    | ("isn't" | "aren't") "affected by <de-digivolve> effects" -> p_no_de_digivolve
    | ("isn't" | "aren't") "affected by your opponent's" category ("or" category)* "cards" -> p_unaffected_by_opponents
    | ("isn't" | "aren't") "affected by your opponent's effects" -> p_unaffected_by_opponents_all
!cant: "attack players" | "attack your opponent's digimon" | "attack" | "block" | "be blocked" | "be attacked"
    | "activate its [When Digivolving] effects" | "be deleted in battle"
    | "activate its [When Attacking] effects" | "attack this digimon"
    | "be deleted by your opponent's effects" | "be deleted by effects"
    | "be deleted" | "digivolve" | "unsuspend in the unsuspend phase" | "unsuspend" | "suspend"
    | "have its dp reduced by your opponent's effects" | "have its dp reduced" | "have its attack target switched" | "be returned to its owner's hand" | "be returned to its owner's deck"
    | "be returned to its owner's hand or deck by your opponent's effects"
PLAYER_RULE: "reduce play costs" | "ignore digivolution requirements" | "play digimon by effects"
    | "add cards to security stacks by effects"
    | "reduce digivolution costs" | "use option cards"
duration: "for the turn" -> turn
    | "until the end of your opponent's next turn" -> opponents_next_turn
    | "until the end of your opponent's turn" -> opponents_turn
    | "until the end of your next turn" -> your_next_turn
    | "until the end of your turn" -> your_turn
for_count: "for" count_phrase

// ---- noun phrases: targets in the battle area, cards elsewhere ----------------------
?target: "this" kind_one filter -> t_this
    | "that" kind_one -> t_that
    | whose "cards suspended with this effect" -> t_suspended_here
    | quantity whose other? adjectives kinds filter total_dp? cost_bound? shares_name? level_played? compared? extreme? -> t_chosen
    | whose other? adjectives kinds filter extreme? -> t_all
    | quantity whose other? colors? names -> t_named
    | quantity whose names "in the breeding area" -> t_named_breeding
    | quantity whose adjectives kinds filter "in the breeding area" -> t_breeding
    | whose adjectives kinds filter "in the breeding area" -> t_all_breeding
    | quantity whose "tamers or" adjectives "digimon" -> t_tamers_or_digimon
    | quantity whose NAME "or" adjectives "digimon" filter -> t_named_or_digimon
    | source_quantity other? adjectives kinds filter -> t_either_side
all_either_side: "all" other? adjectives kinds filter -> t_all_either_side
quantity: NUMBER "of" -> q_one
    | "one of" -> q_one_word
    | "up to" NUMBER "of" -> q_up_to
    | "all of" -> q_all
    | "each of" -> q_all
    | "any number of" -> q_any_number
whose: "your" -> side_your | "your opponent's" -> side_opponents | "their" -> side_opponents | "both players'" -> side_any
other: "other"
kinds: kind_many (("and" | "or") kind_many)*
?kind_many: "digimon" -> k_digimon | "tamers" -> k_tamer | "security digimon" -> k_security_digimon
?kind_one: "digimon" -> k_digimon | "tamer" -> k_tamer | "security digimon" -> k_security_digimon
kind_tamers: "tamers" -> k_tamer
total_dp: "whose total dp adds up to" NUMBER "or less"
cost_bound: "whose play costs add up to" NUMBER "or less" -> total_cost
    | "whose combined play costs are less than or equal to the play cost of 1 of your" adjectives "digimon" filter -> total_cost_of
token_facts: category ("/" color)+ ("/" token_level)? ("/" token_dp)? ("/" token_cost)? ("/" token_traits)? ("/" token_effect)*
token_effect: effect
token_suspended: "suspended"
token_to_opponent: "to your opponent's battle area"
token_cost: "cost" NUMBER
token_traits: NAME "form" "/" NAME "attribute" ("/" NAME "type")+
token_level: "lv." NUMBER
token_dp: NUMBER "dp"
token_keywords: "with" KEYWORD ("and" KEYWORD)*
shares_name: ("that shares" | "that share") "a name with it"
level_played: "whose level is less than or equal to the played digimon's level"
same_color: "with the same color as any of your digimon on the field"
extreme: ("with" | "and") "the" MOST MEASURE
compared: "with dp less than or equal to" reference "dp" -> compared_dp
    | "whose level is less than or equal to" reference "level" -> compared_level
    | "whose level is less than or equal to the number of cards in your security stack" -> compared_level_security
    | "with play costs less than or equal to this digimon's digivolution cards" -> compared_cost_sources
    | "with a play cost less than or equal to" reference "play cost" -> compared_cost
    | "with the same level as that card" -> compared_same_level
reference: "this digimon's" -> ref_this | "the chosen digimon's" -> ref_chosen
    | "the deleted digimon's" -> ref_deleted | "the trashed card's" -> ref_trashed
    | "the placed card's" -> ref_placed
MOST: "lowest" | "highest"
MORE_FEWER: "more" | "fewer"
MEASURE: "dp" | "level" | "play cost"
source_quantity: NUMBER -> q_one | "up to" NUMBER -> q_up_to

card_list: cards ("and" cards)*
?cards: "this card" -> card_this
    | "that card" -> card_that
    | "the" END n_cards "of" whose pile -> card_pile
    | "the top" n_cards "of both players' decks" -> card_piles_both
    | "the top or bottom" n_cards "of" whose pile -> card_pile_either
    | "up to" n_cards "from the top of" whose pile -> card_pile_up_to
    | card_quantity adjectives cards_noun_filtered -> card_cards
    | card_quantity adjectives cards_noun_filtered level_played -> card_cards
    | card_quantity adjectives cards_noun_filtered "of the same level" -> card_same_level
    | card_quantity adjectives cards_noun_filtered same_color -> card_cards
    | card_quantity adjectives cards_noun_filtered cost_bound -> card_cards
    | card_quantity card_kind ("or" card_quantity card_kind)+ -> card_either
    | card_quantity "card" with_parts ("," NAME)+ "," "or" NAME -> card_or_names
card_kind: adjectives cards_noun_filtered
cards_noun_filtered: cards_noun filter
cards_noun: NAME -> named
    | NAME ("or" NAME)+ -> named_any
    | NAME ("," NAME)+ "," "or" NAME -> named_any
    | category ("or" category)* CARD_WORD -> of_categories
    | category ("," category)+ "," "or" category CARD_WORD -> of_categories
    | CARD_WORD -> any_card
CARD_WORD: "cards" | "card"
!pile: "deck" | "security stack"
card_quantity: NUMBER -> q_one
    | "1 of each" -> q_all
    | "up to" NUMBER -> q_up_to
    | "all" -> q_all
    | "any number of" -> q_any_number
!category: "digi-egg" | "digimon" | "tamer" | "option"
category_cards: category "cards"

adjectives: adjective*
?adjective: "suspended" -> f_suspended
    | "differently colored" -> f_different_colors
    | "unsuspended" -> f_unsuspended
    | colors
    | "level" bounds_lower_higher -> f_level
    | NUMBER "-color" -> f_color_count
    | NUMBER "-color" color ("and" color)+ -> f_color_count_all
    | "non-" color -> f_not_color
colors: color ("or" color)* | color ("," color)+ "," "or" color
!color: """
    + _COLOR
    + r"""
filter: with_parts? without?
    | "that's" colors "or" "has" printed_part -> f_color_or_part
with_parts: "with" with_part (("and" | ",") with_part)* ("," "and" with_part)?
?with_part: dp_bounds -> f_dp
    | "a play cost of" cost_bounds -> f_cost
    | "a memory cost of" cost_bounds -> f_cost
    | "a level of" NUMBER "or less" -> f_level_at_most
    | NUMBER "or more colors" -> f_min_colors
    | "a level of" NUMBER "or more" -> f_level_at_least
    | count_sources -> f_digivolution_cards
    | "digivolution cards" -> f_some_sources
    | "different card numbers" -> f_different_numbers
    | "different names" -> f_different_names
    | "more digivolution cards than this digimon" -> f_more_sources
    | "as many or fewer digivolution cards as this digimon" -> f_as_many_sources
    | "as many or more digivolution cards as this digimon" -> f_as_many_or_more_sources
    | "more digivolution cards than the chosen digimon" -> f_more_sources_chosen
    | "as many or fewer digivolution cards as the chosen digimon" -> f_as_many_sources_chosen
    | "as many or more digivolution cards as the chosen digimon" -> f_as_many_or_more_sources_chosen
    | "levels greater than or equal to the total cards in both players' security stacks" -> f_level_vs_security
    | source_card "in" ("its" | "their") "digivolution cards" -> f_in_digivolution_cards
    | KEYWORD ("and" KEYWORD)* -> f_has
    | KEYWORD ("or" KEYWORD)+ -> f_has_any
    | KEYWORD "in" ("its" | "their") "text" -> f_in_text
    | names "in" ("its" | "their") ("text" | "texts") -> f_words_in_text
    | names "in" ("its" | "their") ("name" | "names") other_than? -> f_name_contains
    | names "in" ("its" | "their") "traits" other_than? -> f_traits
    | names "in" ("its" | "their") "attribute" -> f_attributes
    | "the same name as this digimon" -> f_same_name
    | "digixros requirements" -> f_xros
    | "an inherited effect" -> f_inherited_effect
    | "an" (timing_on_play | timing_on_deletion) "effect" other_than? -> f_has_effect
    | printed_part ("or" printed_part)+ -> f_any_of
    | printed_part "or with" KEYWORD -> f_part_or_keyword
    | printed_part "or" source_card "in" ("its" | "their") "digivolution cards" -> f_part_or_sources
printed_part: names "in" ("its" | "their") ("name" | "names") other_than? -> f_name_contains
    | names "in" ("its" | "their") ("text" | "texts") -> f_words_in_text
    | "a level of" NUMBER "or more" -> f_level_at_least
    | NUMBER "colors" -> f_color_count
    | names "in" ("its" | "their") "traits" other_than? -> f_traits
    | dp_bounds -> f_dp
other_than: "(other than" names ")"
without: "without" KEYWORD ("or" KEYWORD)*
    | "without" lacking -> f_without
    | "without the same name as the cards in your" area ("or" area)* -> named_unlike
    | "with a different name than the digimon you digivolved into" -> unlike_event
lacking: source_card "in" ("its" | "their") "digivolution cards" -> f_in_digivolution_cards
    | names "in" ("its" | "their") "traits" -> f_traits
!area: "battle area" | "trash"
names: NAME ("or" NAME)* | NAME ("," NAME)+ "," "or" NAME

// ---- numbers and bounds -------------------------------------------------------------
dp_bounds: NUMBER "dp" "or less" -> at_most
    | NUMBER "dp" "or more" -> at_least
    | NUMBER "to" NUMBER "dp" -> between
    | NUMBER "dp" -> exactly
cost_bounds: NUMBER "or less" -> at_most
    | NUMBER "or more" -> at_least
    | NUMBER "to" NUMBER -> between
    | NUMBER ("or" NUMBER)+ -> list_of
    | NUMBER -> exactly
bounds_lower_higher: NUMBER "or lower" -> at_most
    | NUMBER "or" NUMBER -> between
    | NUMBER "or higher" -> at_least
    | NUMBER "to" NUMBER -> between
    | NUMBER -> exactly
memory_bounds: NUMBER "memory" "or less" -> at_most
    | NUMBER "memory" "or more" -> at_least
    | NUMBER "or less memory" -> at_most
    | NUMBER "or more memory" -> at_least
    | NUMBER "to" NUMBER "memory" -> between
    | NUMBER "memory" -> exactly
"""
    + "".join(_counted(rule, one, many) for rule, one, many in _COUNTED)
    + r"""

count_phrase: count_one
    | count_one "and" count_one -> n_plus
?count_one: "each of its colors" -> n_colors
    | "every color your digimon have" -> n_digimon_colors
    | "every color in this digimon's digivolution cards" -> n_source_colors
    | "each of that card's colors" -> n_that_colors
    | "each of that digimon's colors" -> n_that_colors
    | "each of that digimon's digivolution cards" -> n_that_sources
    | "every digimon deleted" -> n_deleted
    | "every digimon deleted by this effect" -> n_deleted_by_this
    | "every digimon your opponent has deleted" -> n_opponents_deleted
    | "every card trashed by this effect" -> n_trashed
    | "every card placed" -> n_placed
    | "every card added to your hand by this effect" -> n_added
    | "every card you return this way" -> n_returned
    | "every memory paid" -> n_memory_paid
    | "every" NUMBER? ("security card" | "security cards") has_side -> n_security
    | "every" NUMBER? ("card" | "cards") "in your hand" -> n_hand
    | "every" NUMBER? ("card" | "cards") "in your opponent's hand" -> n_opponents_hand
    | "every" NUMBER? ("card" | "cards") "in your trash" has_side -> n_trash
    | "every" NUMBER? ("card" | "cards") "in your trash" -> n_trash
    | "every" NUMBER? ("card" | "cards") "in your opponent's trash" -> n_opponents_trash
    | "every" NUMBER? ("total card" | "total cards") "in both players' trashes" -> n_both_trashes
    | "every" NUMBER? adjectives cards_noun_filtered "in your trash" -> n_trash
    | "every" adjectives cards_noun_filtered "with a different name in your trash" -> n_trash_names
    | "every" NUMBER? adjectives cards_noun_filtered "in your opponent's trash" -> n_opponents_trash
    | "every" NUMBER? adjectives cards_noun_filtered "in this digimon's digivolution cards" -> n_digivolution_cards
    | "every" adjectives cards_noun_filtered "among them" -> n_revealed
    | "every" NUMBER? ("digivolution card" | "digivolution cards") "this digimon has" -> n_digivolution_cards
    | "every" NUMBER? other? adjectives "digimon" filter has_side -> n_digimon
    | "every" NUMBER? adjectives ("tamer" | "tamers") filter has_side "in play"? -> n_tamers
    | "every digimon and tamer" has_side -> n_digimon_and_tamers
    | "every" NUMBER adjectives "digimon and tamers" has_side -> n_digimon_and_tamers
    | "every" NUMBER? adjectives "digimon and tamers" "in play" -> n_both_digimon_and_tamers
    | "every" NAME has_side -> n_named
has_side: "you have" -> side_your | "your opponent has" -> side_opponents
lacks_side: "you don't have" -> side_your | "your opponent doesn't have" -> side_opponents

// ---- conditions ---------------------------------------------------------------------
condition: clause ("and" clause)*
?clause: "dna digivolving" -> c_dna
    | "digixrosing" -> c_digixrosing
    | "this digimon was played from digivolution cards" -> c_from_digivolution_cards
    | "digixrosing with" NUMBER "cards" -> c_digixrosing_with
    | "played by an effect" -> c_played_by_effect
    | "digivolved by this effect" -> c_digivolved_by_effect
    | "digivolving from the trash" -> c_digivolving_from_trash
    | "you attack an opponent's digimon" -> c_attacking_digimon
    | "you attack an opponent's digimon with the highest dp" -> c_attacking_highest_dp
    | "this digimon attacks a player" -> c_attacking_player
    | "this digimon is attacking" -> c_attacking_any
    | "an opponent's digimon is attacking" -> c_attacking_opponents
    | "you attack an opponent's digimon that has" with_part ("and" with_part)* -> c_attacked
    | "this digimon has" count_sources -> c_digivolution_cards
    | sought ("or" sought)* "is in this digimon's digivolution cards" -> c_in_sources
    | "there are" NUMBER "or more" sought "in this digimon's digivolution cards" -> c_sources_counted
    | sought ("or" sought)* "is in your trash" -> c_in_trash
    | "deleted outside of a battle" -> c_outside_battle
    | "deleted in battle" -> c_in_battle
    | "this card had digivolution cards" -> c_had_sources
    | "this card was deleted by an effect" -> c_deleted_by_effect
    | "that digimon was deleted by an effect" -> c_that_deleted_by_effect
    | "this card had no digivolution cards" -> c_had_no_sources
    | "that digimon's play cost is" cost_bounds -> c_that_cost
    | "this digimon" state -> c_this
    | "this tamer" state -> c_this_tamer
    | "you have" memory_bounds -> c_memory
    | "your opponent has" memory_bounds -> c_opponent_memory
    | "you gain" memory_bounds "by this effect" -> c_gained_memory
    | "you have" count_cards "in your hand" -> c_hand
    | "there are" count_cards "in your trash" -> c_trash
    | "you have" count_cards "in your trash" -> c_trash
    | "you have" NUMBER "or more" category_cards filter "in your trash" -> c_trash_counted
    | "you have" NUMBER "or more cards" filter "in your trash" -> c_trash_counted_any
    | "there are" count_cards "in your opponent's trash" -> c_opponent_trash
    | "your opponent has" count_cards "in their trash" -> c_opponent_trash
    | "it's your turn" -> c_your_turn
    | "it's your opponent's turn" -> c_opponents_turn
    | "you have" count_security -> c_your_security
    | "your opponent has" count_security -> c_opponent_security
    | "the number of cards in your security stack is less than or equal to your opponent's" -> c_security_vs_opponent
    | "you have fewer security cards than your opponent" -> c_fewer_security
    | "you have more security cards than your opponent" -> c_more_security
    | "all of your digimon are suspended" -> c_all_suspended
    | "your opponent has as many or" MORE_FEWER "total digimon and tamers as you" -> c_board_vs_yours
    | "there're" count_total "in both players' security stacks" -> c_total_security
    | "the total number of cards in both players' trashes is" count_bare -> c_total_trash
    | "your opponent has" count_cards "in their hand" -> c_opponent_hand
    | has_side presence_amount adjectives presence_kinds filter "in play"? -> c_in_play
    | "there is" presence_amount adjectives presence_kinds filter -> c_in_play_anywhere
    | "there are" presence_amount adjectives presence_kinds filter "in play" -> c_in_play_anywhere
    | has_side presence_amount adjectives presence_kinds "in play" filter -> c_in_play
    | lacks_side presence_amount adjectives presence_kinds filter "in play"? -> c_not_in_play
    | has_side names "in play" -> c_in_play_named
    | has_side ("a" | "an") NAME "with" count_sources "in play" -> c_in_play_named_with_sources
    | lacks_side names "in play" -> c_not_in_play_named
    | lacks_side "another" names "in play" -> c_not_another_in_play_named
    | "this digimon is battling an opponent's" adjectives "digimon" filter -> c_battling
    | "you've digivolved this turn" -> c_digivolved_this_turn
    | "it digivolved into a digimon with the same level" -> c_digivolved_same_level
    | "your opponent didn't attack with a digimon this turn" -> c_opponent_did_not_attack
    | "that card" card_state -> c_that
    | "the played card" state -> c_played
    | "all of the revealed cards are" colors -> c_revealed_all
    | "that digimon has" dp_bounds -> c_that_dp
    | "that digimon" state_part ("or" state_part)+ -> c_that_any_of
    | "you trash" ("a" | "an") adjectives cards_noun_filtered -> c_trashed
    | count_cards "were returned using this effect" -> c_returned
    | "you place" NUMBER "cards with this effect" -> c_placed
    | "you trash" count_cards "with this effect" -> c_trashed_count
    | "you don't use an option card with this effect" -> c_not_used_option
    | "you do" -> c_done
    | "nothing was done by this effect" -> c_not_done
    | "a digimon with" dp_bounds "is deleted by this effect" -> c_deleted_dp
    | "one of your" adjectives "digimon" filter "was deleted by this effect" -> c_deleted_yours
    | clause ("or" clause)+ -> c_any_of
    | "not" clause -> c_none_of
sought: NAME -> named
    | ("a" | "an") adjectives cards_noun_filtered -> sought_card
source_card: NAME -> named | NAME ("or" NAME)+ -> named_any
    | ("a" | "an") adjectives cards_noun_filtered -> card_cards
    | "a card" with_parts "or" NAME -> card_or_named
presence_amount: "no" -> pa_none | ("a" | "an") -> pa_one | NUMBER "or more" -> pa_at_least
    | "another" -> pa_another | NUMBER "or more other" -> pa_at_least_other
    | NUMBER "or fewer" -> pa_at_most
presence_kinds: presence_kind ("or" presence_kind)*
?presence_kind: "digimon" -> k_digimon | "tamer" -> k_tamer | "tamers" -> k_tamer
state: state_part ("and" state_part)*
?state_part: "is" state_word ("and" state_word)* -> s_is
    | "has" KEYWORD ("and" KEYWORD)* -> f_has
    | "has" KEYWORD "in its text" -> f_in_text
    | "has" names "in its text" -> f_words_in_text
    | "has" "an" (timing_on_play | timing_on_deletion) "effect" -> f_has_effect
    | "has" NUMBER "or more colors" -> f_min_colors
    | "has" dp_bounds -> f_dp
    | "has" names "in its name" other_than? -> f_name_contains
    | "has" names "in its traits" other_than? -> f_traits
    | "has" source_card "in its digivolution cards" -> f_in_digivolution_cards
    | "has" printed_part ("or" printed_part)+ -> f_any_of
    | "doesn't have" KEYWORD ("or" KEYWORD)* -> f_lacks
?state_word: "suspended" -> f_suspended
    | "unsuspended" -> f_unsuspended
    | "level" bounds_lower_higher -> f_level
    | colors
    | NAME -> named
card_state: "is" card_word ("and" card_word)*
?card_word: state_word
    | ("a" | "an") colors? category ("or" category)* "card" filter -> s_card_kind

// ---- triggers -----------------------------------------------------------------------
trigger: "when" trigger_subject "is" EVENT_PAST cause? -> tr_happened
    | "when" trigger_subject "attacks" attack_aim? -> tr_attacks
    | "when" trigger_subject "attacks one of your" adjectives "digimon" filter -> tr_attacks_yours
    | "when" trigger_subject "becomes suspended" -> tr_suspended
    | "when an opponent's" adjectives "digimon or tamer" filter "becomes suspended" -> tr_suspended_either
    | "when" trigger_subject "becomes unsuspended" during_phase? -> tr_unsuspended
    | "when" trigger_subject "moves from the breeding area to the battle area" -> tr_moved_from_breeding
    | "when" trigger_subject "deletes an opponent's" adjectives "digimon" filter "in battle and survives" -> tr_deletes_in_battle
    | "when you use" KEYWORD "to suspend one of your digimon" -> tr_uses_blocker
    | "when this digimon checks an opponent's security" -> tr_checks_security
    | "when your security is checked" -> tr_security_checked
    | "when suspending digimon for a <digisorption> skill" -> tr_digisorption_suspends
    | "when" trigger_subject "would be deleted" cause? -> tr_would_be_deleted
    | "if an opponent's effect would delete" trigger_subject "or return it to its owner's hand or deck" -> tr_would_leave_by_opponent
    | "when" trigger_subject "would be deleted or returned to your hand or deck by an effect" -> tr_would_leave_by_effect
    | "when an effect would remove" trigger_subject "from the battle area" -> tr_would_be_removed
    | "when" trigger_subject "would be deleted or returned to your hand or deck" -> tr_would_leave_deleted_or_returned
    | "when this digimon would leave the battle area other than by one of your effects" -> tr_would_leave
    | "when one of your" NAME "or" adjectives "digimon" filter "would leave the battle area other than by one of your effects" -> tr_would_leave_yours
    | "when this digimon would leave the battle area" -> tr_would_leave_any
    | "when you play 1 digimon with digixros requirements" -> tr_would_digixros
    | "when you would play 1" adjectives "digimon card" filter "with digixros requirements" -> tr_would_digixros
    | "when" option_user ("a" | "an") adjectives "option card" ("with a cost of" cost_bounds)? -> tr_uses_option
    | "when an option card" filter "is placed in the battle area" -> tr_option_placed
    | "when" player_plays ("a" | another) adjectives played_kind filter from_sources? by_effect? -> tr_played
    | "when" player_plays NAME ("or" NAME)* -> tr_played_named
    | "when" player_plays ("a" | "an") adjectives "digimon" filter "or" ("a" | "an") adjectives "tamer" filter -> tr_played_either
    | "when this digimon would digivolve into a" adjectives cards_noun_filtered -> tr_would_digivolve
    | "when this digimon would digivolve into a" adjectives cards_noun_filtered "in your hand" -> tr_would_digivolve_from_hand
    | "when this digimon would digivolve into a" adjectives cards_noun_filtered "from your trash" -> tr_would_digivolve_from_trash
    | "when this digimon would digivolve" -> tr_would_digivolve
    | "when this tamer would digivolve into a" adjectives cards_noun_filtered -> tr_tamer_would_digivolve
    | "when an opponent's" adjectives "digimon" filter "would digivolve" -> tr_opponent_would_digivolve
    | "when this digimon would dna digivolve into a" adjectives cards_noun_filtered -> tr_would_dna_digivolve
    | "when you would play this card from your hand" -> tr_would_be_played
    | "when you would play" ("a" | "an") adjectives cards_noun_filtered from_your_hand? -> tr_would_play
    | "when one of your" adjectives names filter "would digivolve into this card in your hand" -> tr_would_digivolve_into_this
    | "when one of your" adjectives "digimon" filter "would digivolve into this card in your hand" -> tr_would_digivolve_into_this
    | "when digivolving one of your" adjectives "digimon" filter "into" ("a" | "an") adjectives cards_noun "in your hand" filter -> tr_digivolving_into
    | "when one of" whose "digivolution cards is trashed" -> tr_sources_trashed
    | "when you would use this card" -> tr_would_be_used
    | "when an effect suspends" trigger_subject -> tr_suspended_by_effect
    | "when <alliance> suspends" trigger_subject -> tr_suspended_by_alliance
    | "when an effect suspends a" adjectives "digimon or tamer" filter -> tr_suspended_either_by_effect
    | "when" trigger_subject "digivolves into" digivolved_into -> tr_digivolves
    | "when" trigger_subject "digivolves" -> tr_digivolves
    | "when this digimon dna digivolves into" digivolved_into -> tr_dna_digivolves
    | "when" trigger_subject "is played or digivolves" -> tr_played_or_digivolves
    | "when a card is trashed from" whose "deck" -> tr_trashed_from_deck
    | "when a card is returned from your trash to your deck" -> tr_returned_from_trash
    | "when one of your effects trashes a card in your hand" -> tr_trashed_from_hand
    | "when a card is trashed from your hand" -> tr_hand_trashed
    | "when" ("a" | "an") adjectives cards_noun_filtered "is trashed from your hand" -> tr_card_trashed_from_hand
    | "when this card is trashed from your deck" not_by? -> tr_this_trashed_from_deck
    | "when one of your effects trashes this card in your hand" -> tr_this_trashed_from_hand
    | "when an effect trashes this card from the security stack" -> tr_this_trashed_from_security
    | "when a card is removed from" security_owner "security stack" -> tr_removed_from_security
    | "when a card is added to" security_owner "security stack" -> tr_added_to_security
    | "when an effect adds cards to" whose "hand" -> tr_added_to_hand
    | "when one of your digimon's effects adds cards to your hand" -> tr_added_to_hand_by_digimon
    | "when an attack target is switched" -> tr_target_switched
    | "when one of your digimon's attack targets is switched" -> tr_your_target_switched
    | "when an effect trashes this digivolution card" -> tr_source_trashed
    | "when an effect places a digivolution card under" placed_under -> tr_source_placed
    | "when one of your effects places a digivolution card under" placed_under -> tr_source_placed_yours
    | "when this digimon's attack target is switched" -> tr_this_target_switched
    | "when this digimon gets linked" -> tr_gets_linked
    | "when an effect places the top card of this digimon in its digivolution cards" -> tr_top_placed_this
    | "when an effect places the top card of one of your digimon in a digimon's digivolution cards" -> tr_top_placed_yours
    | "when this card is trashed due to activating this digimon's" KEYWORD -> tr_trashed_by_digi_burst
another: "another"
from_your_hand: "from your hand"
not_by: "," "if it wasn't trashed by" NAME "'s effect"
placed_under: "this digimon" -> ts_this | "one of your digimon" -> side_your
played_kind: "digimon" -> k_digimon | "tamer" -> k_tamer | "digimon or tamer" -> k_either
digivolved_into: ("a" | "an") adjectives "digimon" filter | NAME -> named
    | NAME ("or" NAME)+ -> named_any
    | "a same-level" adjectives "digimon" filter -> same_level_into
security_owner: "your" -> side_your | "your opponent's" -> side_opponents | "a" -> side_any
option_user: "you use" -> side_your | "your opponent uses" -> side_opponents | "a player uses" -> side_any
during_phase: "during your main phase" -> ph_main | "during your unsuspend phase" -> ph_unsuspend
    | "during a main phase" -> ph_any_main
player_plays: "you play" -> side_your | "your opponent plays" -> side_opponents | "a player plays" -> side_any
by_effect: "using an effect"
from_sources: "from one of your digimon's digivolution cards" -> from_sources_played
    | "from your trash" -> from_trash_played
EVENT_PAST: "blocked" | "deleted"
!cause: "by dropping to 0 dp" | "in battle" | "by an effect" | "by an opponent's effect"
!attack_aim: "a player" | "a digimon"
trigger_subject: "this" kind_one -> ts_this
    | "one of your" other? adjectives (kind_one | kind_tamers) filter -> ts_your
    | "an opponent's" adjectives kind_one filter -> ts_opponents
    | "an opponent's" adjectives kind_one filter extreme -> ts_opponents
    | "a" adjectives kind_one filter -> ts_any
    | "another" adjectives kind_one filter -> ts_another

// ---- terminals ----------------------------------------------------------------------
KEYWORD: /<[^<>]+>/
HELD_KEYWORD: /<(?!(?:"""
    + _ACTION_WORDS
    + r""")(?: [^<>]*)?>)[^<>]+>/
TIMED_KEYWORD: /<(?:"""
    + _TIMED_WORDS
    + r""")>/
HEADED_KEYWORD: /<(?:"""
    + _HEADED_WORDS
    + r""")>/
STEP_KEYWORD: /<(?:"""
    + _STEP_WORDS
    + r""")(?: [^<>]*)?>/
NAME: /\[[^\[\]]+\]/
DIGIVOLVE_WORDS.-1: /[^:\s][^:]*(?=: cost \d)/
NUMBER: /\d+/
SIGNED: /[+-]\d+/
%ignore " "
"""
)


_PART = re.compile(r'"(?:[^"\\]|\\.)*"|/(?:[^/\\\n]|\\.)+/|\b([a-z_]+|[A-Z_]+)\?')


def _linear_optionals(grammar: str) -> str:
    """Each optional part `x?` as an inlined rule of its own (`_opt_x`).

    Lark expands every `x?` into two alternatives of the whole rule, so a rule with k
    optional parts becomes 2**k alternatives that the Earley parser predicts and advances
    side by side (a target with six optional tails was 64 items at every word). As a rule
    of its own the part costs one prediction where it may start; inlined, it leaves the
    same tree."""
    names: list[str] = []

    def part(match: re.Match[str]) -> str:
        name = match.group(1)
        if name is None:
            return match.group(0)  # a literal or a regular expression
        if name not in names:
            names.append(name)
        return f"_opt_{name.lower()}"

    body = _PART.sub(part, grammar)
    return body + "".join(f"_opt_{name.lower()}: {name}?\n" for name in names)


_RULE = re.compile(r"([?!]?)([a-z_][a-z_0-9]*):(.*)", re.DOTALL)


def _factored(grammar: str) -> str:
    """Alternatives that begin with the same word, behind that word once.

    The Earley parser predicts every alternative of a rule wherever the rule may start
    (a step could be any of a hundred verb phrases); with `"trash" step_phrase_4` for the
    eight that begin "trash ...", it predicts one. The words match as before (the parser
    ignores the space between them). Only named alternatives (`-> name`) move, into a rule
    that keeps a single child in its place (`?`), so the trees are the same."""
    blocks: list[str] = []
    extra: list[str] = []
    for block in re.split(r"\n(?=\S)", grammar):
        rule = _RULE.fullmatch(block)
        if rule is None or rule.group(1) == "!":  # a terminal, a directive; kept tokens
            blocks.append(block)
            continue
        prefix, name, body = rule.groups()
        alternatives = _alternatives(body)
        if prefix == "?" or all(_ALIAS.search(a) for a in alternatives):
            blocks.append(f"?{name}: {_factor(name, alternatives, extra)}")
        else:
            blocks.append(block)
    return "\n".join(blocks) + "\n" + "".join(extra)


_ALIAS = re.compile(r"\s->\s*\w+$")
_HEAD = re.compile(r'"([^"\\]+)"(?![?*+~i])\s*(.*)', re.DOTALL)


def _factor(name: str, alternatives: list[str], extra: list[str]) -> str:
    """The alternatives of `?name`, each group of named ones that begin with one word
    replaced by that word and a rule of their own (itself factored)."""
    groups: dict[str, list[str]] = {}
    """The tails (what follows the word) of the alternatives that begin with each word."""
    word_of: dict[str, str] = {}
    for alternative in alternatives:
        head = _HEAD.match(alternative)
        if head is not None and _ALIAS.search(alternative):
            word, _, rest = head.group(1).partition(" ")
            tail = f'"{rest}" {head.group(2)}' if rest else head.group(2)
            if not tail.startswith("->"):  # the word alone stays where it is
                groups.setdefault(word, []).append(tail)
                word_of[alternative] = word
    out: list[str] = []
    placed: set[str] = set()
    for alternative in alternatives:
        word = word_of.get(alternative)
        if word is None or len(groups[word]) < 2:
            out.append(alternative)
        elif word not in placed:  # the group stands where its first member stood
            placed.add(word)
            sub = f"{name.lstrip('_')}_{len(extra)}"
            slot = len(extra)
            extra.append("")  # the name is taken before the sub-rule factors its own
            extra[slot] = f"?{sub}: {_factor(sub, groups[word], extra)}\n"
            out.append(f'"{word}" {sub}')
    return "\n    | ".join(out)


def _alternatives(body: str) -> list[str]:
    """A rule's alternatives: its body split at each `|` outside quotes and brackets."""
    out, depth, start, quoted, i = [], 0, 0, False, 0
    while i < len(body):
        ch = body[i]
        if quoted:
            if ch == "\\":
                i += 1
            elif ch == '"':
                quoted = False
        elif ch == '"':
            quoted = True
        elif ch in "([":
            depth += 1
        elif ch in ")]":
            depth -= 1
        elif ch == "|" and depth == 0:
            out.append(body[start:i])
            start = i + 1
        i += 1
    out.append(body[start:])
    return [" ".join(a.split()) for a in out]


GRAMMAR = _factored(_linear_optionals(_PHRASES))
