"""The score pad page (issue 20, item 5) in Chromium on a phone (390 px, touch):
three deals entered, the page reloaded, the totals kept (localStorage, through the
worker's bridge), the export replayed through the command line to the same totals;
every control a thumb can hit (44 px or more), nothing sticking out sideways, and a
screenshot in _build/browser-artifacts/phone/scorepad-3-deals.png.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any
from urllib.parse import unquote

import browsing
import pytest

PAGE = "book/scorepad.html"
DEALS = (("ソロ", "席2 ベン", "40"), ("アイネ", "席3 チカ", "30"), ("ツェゴ", "席1 アキ", "42"))


@pytest.fixture()
def phone_page(browser: Any, site_url: str) -> Any:
    if not (browsing.SITE / PAGE).is_file():
        pytest.skip(f"no {PAGE} in the built site")
    context = browser.new_context(viewport={"width": 390, "height": 844},
                                  device_scale_factor=1, is_mobile=True, has_touch=True,
                                  locale="ja-JP")
    page = context.new_page()
    yield page
    context.close()


def open_live(page: Any, url: str) -> Any:
    page.goto(url, wait_until="load")
    live = browsing.wait_live(page)
    assert live["status"] == "ready", live["errors"]
    return page.locator(".tt-live-widget").first


def field(host: Any, kind: str, label: str) -> Any:
    return host.locator(f'.widget-inline-hbox:has(> label:text-is("{label}")) {kind}').first


def wait_message(page: Any, host: Any, text: str) -> None:
    host.locator(".tt-pad-msg", has_text=text).first.wait_for(timeout=20_000)


def totals(host: Any, seats: int) -> list[str]:
    return [host.locator(f'.tt-pad-total td[data-seat="{k}"]').inner_text().strip()
            for k in range(1, seats + 1)]


def small_targets(host: Any) -> list[str]:
    return host.evaluate("""(root) => [...root.querySelectorAll(
        'button, select, input, textarea, a.tt-pad-file')].map((el) =>
          // a checkbox is hit through its whole label
          el.type === "checkbox" ? el.closest("label") || el : el
        ).filter((el) => {
          const r = el.getBoundingClientRect();
          return r.width && r.height && (r.height < 44 || r.width < 44);
        }).map((el) => `${el.tagName} ${el.textContent || el.value || ''} `
                       + `${Math.round(el.getBoundingClientRect().height)}px`)""")


def test_three_deals_reload_export_replay(phone_page: Any, site_url: str,
                                          artifacts: Path, tmp_path: Path) -> None:
    page = phone_page
    host = open_live(page, site_url + PAGE)
    for seat, name in enumerate(["アキ", "ベン", "チカ"], start=1):
        field(host, "input", f"席{seat}").fill(name)
    host.get_by_role("button", name="新しい夜を始める").click()
    wait_message(page, host, "夜を始めました")
    for k, (contract, declarer, points) in enumerate(DEALS, start=1):
        field(host, "select", "契約").select_option(label=contract)
        field(host, "select", "デクレアラー").select_option(label=declarer)
        field(host, "input", "点数").fill(points)
        field(host, "input", "点数").press("Enter")
        host.get_by_role("button", name="このディールを記入").click()
        wait_message(page, host, f"ディール{k}を記入しました")
    # cego-dreierles.md §1.5, §2.12, §2.14 (tests/test_scorepad.py works them out)
    assert totals(host, 3) == ["+6", "+6", "-12"]
    kept = page.evaluate("localStorage.getItem('tarock-tutor.scorepad')")
    assert kept and len(json.loads(kept)["records"]) == 3

    host = open_live(page, site_url + PAGE)   # reload: Python starts afresh
    wait_message(page, host, "保存されていた夜(3ディール)")
    shown = totals(host, 3)
    assert shown == ["+6", "+6", "-12"]

    shot = artifacts / "phone" / "scorepad-3-deals.png"
    shot.parent.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(shot), full_page=True)
    sideways = browsing.overflow(page)
    assert sideways["scrollWidth"] <= sideways["width"], sideways
    assert small_targets(host) == []

    paths = []
    for link in host.locator("a.tt-pad-file").all():
        name = link.get_attribute("download")
        href = link.get_attribute("href")
        assert name and href and href.startswith("data:text/plain;charset=utf-8,")
        (tmp_path / name).write_text(unquote(href.split(",", 1)[1]), encoding="utf-8")
        paths.append(str(tmp_path / name))
    assert [Path(p).name for p in paths] == ["deal01.txt", "deal02.txt", "deal03.txt"]
    root = Path(__file__).resolve().parents[2]
    result = subprocess.run([sys.executable, "-m", "tarock_tutor.cli", "score", *paths,
                             "--json"], capture_output=True, text=True, cwd=root,
                            env={**os.environ, "PYTHONPATH": str(root)}, check=False)
    assert result.returncode == 0, result.stderr
    replayed = json.loads(result.stdout)["totals"]
    assert [("+" if int(t) > 0 else "") + t for t in replayed] == shown
