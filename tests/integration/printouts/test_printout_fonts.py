"""PDFs must print any player's name: DejaVu registered, markup characters escaped."""

from reportlab.lib.styles import ParagraphStyle
from reportlab.platypus import Paragraph, SimpleDocTemplate

from warbands_manager.reports.fonts import paragraph_text, register_fonts

NAME = "Þór Łukasz <the Bold> & Co"


def test_a_name_with_markup_and_non_latin1_letters_prints(tmp_path):
    font = register_fonts()
    out = tmp_path / "names.pdf"
    style = ParagraphStyle("body", fontName=font, fontSize=12)
    SimpleDocTemplate(str(out)).build([Paragraph(paragraph_text(NAME), style)])
    data = out.read_bytes()
    assert data.startswith(b"%PDF") and b"DejaVuSans" in data


def test_markup_is_escaped():
    assert paragraph_text(NAME) == "Þór Łukasz &lt;the Bold&gt; &amp; Co"
