from warbands_manager.ui.resources import real_font_families, register_fonts


def test_a_real_font_is_available(qapp):
    registered = register_fonts()
    assert "DejaVu Sans" in registered
    assert real_font_families(), "no real font: every glyph would be an empty box"


def test_text_with_accents_renders_with_glyphs(qapp):
    from PySide6.QtGui import QFont, QFontMetrics

    register_fonts()
    metrics = QFontMetrics(QFont("DejaVu Sans", 12))
    assert all(metrics.inFontUcs4(ord(ch)) for ch in "Þór Łukasz <the Bold>")
