""""What's this?" next to a refusal in the Campaigns page's message line."""


import pytest
from PySide6.QtCore import Qt

from tests.ui.campaign_pages import start_campaign
from warbands_manager.ui.rules_reference import RulesReferenceDialog


@pytest.fixture
def page(qtbot, window, services, tmp_path):
    window.show_view("campaigns")
    widget = window.page("campaigns")
    return start_campaign(widget, tmp_path)


def current_key(dialog):
    return dialog.entries.currentItem().data(0, Qt.ItemDataRole.UserRole)


def test_a_refusal_with_a_rule_offers_whats_this(page, window):
    button = page.message.whats_this
    assert button.isHidden()
    page.games_tab.record_button.click()
    page.games_tab.record_button.click()
    # The page disables "Record" before a third game; the service refuses it all the same.
    page.games_tab.record_button.setEnabled(True)
    page.games_tab.record_button.click()
    assert page.message.text().startswith("Refused:")
    assert page.message.rule == "campaign.twice-in-a-row"
    assert not button.isHidden()
    button.click()
    dialog = window.findChild(RulesReferenceDialog)
    assert dialog is not None and dialog.isVisible()
    assert current_key(dialog) == "rule:campaign.twice-in-a-row"
    assert "twice in a row" in dialog.body.toPlainText()
    assert "Refused" in dialog.context.text()


def test_an_app_refusal_opens_its_entry_and_f1_does_too(page, window):
    opened = []
    page.message.open_reference = lambda _parent, rule, message, about: opened.append(
        (rule, message, about))
    page.ask_new_campaign = lambda _parent: ("", "2027-03-01", "wbr")
    page.new_button.click()
    assert page.message.rule == "campaign.name"
    page.message.whats_this.click()
    assert opened == [("campaign.name", "Refused: a campaign needs a name", "This campaign")]
    window.rules_reference_action.trigger()  # F1
    assert current_key(window.rules_reference) == "rule:campaign.name"


def test_a_message_without_a_rule_hides_the_button(page):
    page.ask_new_campaign = lambda _parent: ("", "2027-03-01", "wbr")
    page.new_button.click()
    assert not page.message.whats_this.isHidden()
    page.ask_new_campaign = lambda _parent: ("Lustria", "2027-03-01", "wbr")
    page.new_button.click()
    assert page.message.whats_this.isHidden() and page.message.help_topic() is None


def test_window_f1_without_a_refusal_opens_the_plain_reference(page, window):
    window.rules_reference_action.trigger()
    assert window.rules_reference.isVisible()
    assert not window.rules_reference.context.isVisible()
