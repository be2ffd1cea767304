"""「コンピューターと対戦」 in the browser (issue 19, item 3): on each game's play page a
whole deal is played by clicking, with ヒント and 一手戻す used at least once; the same
deal is played here in Python by the same panel logic (PlayTable) and the page must
show what it shows, up to the score sheet.  The time per computer card the page
reports is printed (run with -s to read it).
"""

from __future__ import annotations

import re
import time
from dataclasses import dataclass
from typing import Any

import browsing
import pytest

from tarock_tutor.widgets.play import PlayTable


@dataclass(frozen=True)
class PlayPage:
    game: str
    page: str
    variant: str      # the form the page starts with (seed 1, the first seat that chooses)
    pick: int = 0     # which of the reader's choices is taken each time


PLAY_PAGES = [
    PlayPage("cego", "book/cego/play.html", "cego3"),
    PlayPage("dreierles", "book/dreierles/play.html", "dreierles3"),
    PlayPage("neunzehner", "book/neunzehner/play.html", "neunzehnerrufen"),
    PlayPage("zwanziger", "book/zwanziger/play.html", "zwanzigerrufen"),
    # the first offer of seed 1 ends the deal at once; the last leads to play
    PlayPage("sicilian", "book/sicilian/play.html", "sicilian", pick=-1),
]

OUT_TEXT = """
() => { const el = document.querySelector(".tt-live-widget .tt-play-out");
        return el ? el.textContent : null; }
"""
TIMING = re.compile(r"コンピューターの考える時間: 1枚あたり平均 ([0-9.]+) 秒、最長 ([0-9.]+) 秒"
                    r"\((\d+)枚\)")


def folded(s: str) -> str:
    return " ".join(s.split())


def comparable(s: str) -> str:
    """The text up to the analysis (its depth depends on the time the solver had) and
    without the measured thinking time."""
    s = folded(TIMING.sub("", s))
    return s.split("分析: どこで点を失ったか")[0]


def wait_out(page: Any, expected: str, timeout_ms: int = 120_000) -> str:
    """Wait until the live panel's output reads ``expected`` (compared as above)."""
    seen = ""
    deadline = time.monotonic() + timeout_ms / 1000
    while time.monotonic() < deadline:
        seen = page.evaluate(OUT_TEXT) or ""
        if comparable(seen) == comparable(expected) and "考えています" not in seen:
            return seen
        page.wait_for_timeout(100)
    a, b = comparable(expected), comparable(seen)
    at = next((i for i, (x, y) in enumerate(zip(a, b, strict=False)) if x != y),
              min(len(a), len(b)))
    raise AssertionError(f"the play panel never showed the engine's answer (from {at})\n"
                         f"expected: …{a[max(0, at - 80):at + 300]}\n"
                         f"shown:    …{b[max(0, at - 80):at + 300]}")


@pytest.mark.parametrize("case", browsing.site_params(PLAY_PAGES),  # type: ignore[arg-type]
                         ids=lambda c: getattr(c, "game", "no-site"))
def test_a_whole_deal_on_the_play_page(desktop: Any, site_url: str, artifacts: Any,
                                       case: PlayPage) -> None:
    t = PlayTable(case.variant, seed=1)
    page = desktop.new_page()
    watch = browsing.Watch().attach(page)
    try:
        page.goto(site_url + case.page, wait_until="load")
        live = browsing.wait_live(page)
        assert live["status"] == "ready", live["errors"]
        host = page.locator(".tt-live-widget").filter(has=page.locator(".tt-play-out")).first
        wait_out(page, browsing.html_text(t.html()))
        clicks: list[float] = []
        hinted = undone = False
        for _ in range(300):
            if not t.my_turn and (undone or not t.marks):
                break
            if t.my_turn and not hinted:
                host.get_by_role("button", name="ヒント", exact=True).click()
                t.hint()
                assert "ヒント" in t.note
                wait_out(page, browsing.html_text(t.html()))
                hinted = True
            elif t.marks and not undone:
                host.get_by_role("button", name="一手戻す", exact=True).click()
                assert t.undo()
                wait_out(page, browsing.html_text(t.html()))
                undone = True
            choice = t.choices()[case.pick]
            choices = host.locator(".tt-play-choices")
            if choices.locator("select").count():
                choices.locator("select").select_option(label=t.label(choice))
                choices.get_by_role("button", name="これにする", exact=True).click()
            else:
                choices.locator("button").nth(t.choices().index(choice)).click()
            started = time.monotonic()
            t.act(choice)
            wait_out(page, browsing.html_text(t.html()))
            clicks.append(time.monotonic() - started)
        assert t.state.is_terminal and hinted and undone
        shown = folded(page.evaluate(OUT_TEXT) or "")
        assert "ディールが終わりました" in shown and "合計" in shown
        assert "分析: どこで点を失ったか" in shown
        m = TIMING.search(shown)
        print(f"\n{case.game}: {len(clicks)} decisions, the page's computer: "
              f"{m.group(1) if m else '-'} s per card (longest {m.group(2) if m else '-'} s) "
              f"over {m.group(3) if m else 0} cards; "
              f"click to answer: median {sorted(clicks)[len(clicks) // 2]:.2f} s, "
              f"max {max(clicks):.2f} s")
        host.screenshot(path=str(artifacts / f"play-{case.game}.png"))
        assert page.evaluate("window.ttLive.errors") == []
        assert watch.problems() == []
    finally:
        page.close()


@pytest.mark.parametrize("case", browsing.site_params(PLAY_PAGES[:1]),  # type: ignore[arg-type]
                         ids=lambda c: getattr(c, "game", "no-site"))
def test_the_play_page_on_a_phone(phone: Any, site_url: str, case: PlayPage) -> None:
    """390 px: nothing sticks out sideways, every button of the panel is a touch target
    of at least 44 px."""
    page = phone.new_page()
    try:
        page.goto(site_url + case.page, wait_until="load")
        assert browsing.wait_live(page)["status"] == "ready"
        page.wait_for_selector(".tt-live-widget .tt-play-choices button")
        assert browsing.overflow(page)["count"] == 0, browsing.overflow(page)
        sizes = page.evaluate("""() => Array.from(
            document.querySelectorAll('.tt-live-widget .tt-play button'),
            (b) => [b.textContent, b.getBoundingClientRect().height])""")
        assert sizes and all(h >= 44 for _, h in sizes), sizes
    finally:
        page.close()


@pytest.mark.parametrize("case", browsing.site_params(PLAY_PAGES),  # type: ignore[arg-type]
                         ids=lambda c: getattr(c, "game", "no-site"))
def test_without_javascript_the_page_shows_a_finished_deal(browser: Any, site_url: str,
                                                           case: PlayPage) -> None:
    context = browser.new_context(java_script_enabled=False)
    try:
        page = context.new_page()
        page.goto(site_url + case.page, wait_until="load")
        figure = page.locator(".tt-static-figure").first
        assert figure.is_visible()
        whole = folded(figure.text_content() or "")
        assert "全席コンピューター" in whole and "ディールが終わりました" in whole
        assert "合計" in whole
    finally:
        context.close()
