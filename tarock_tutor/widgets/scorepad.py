"""The book's score pad (「点数をつける」): a panel over :mod:`tarock_tutor.scorepad`.

The pad's state is kept after every change in a *store* (``get``/``[key] = value``).
In the live book that is ``tt_live.storage``, which mirrors the page's
``localStorage`` (the Python worker has none of its own), so a reload or a phone
without network loses nothing; elsewhere (the build, tests) a plain dict.
ipywidgets is imported inside :func:`scorepad_widget` only."""

from __future__ import annotations

import sys
from html import escape
from typing import Any, Protocol
from urllib.parse import quote

from tarock_tutor import scorepad as pad
from tarock_tutor.core.errors import TarockError, error_ja
from tarock_tutor.core.registry import game_of
from tarock_tutor.core.scoring import Amount
from tarock_tutor.core.variants import get_variant

TOUCH = "44px"   # the smallest touch target (a thumb on a phone)


class Store(Protocol):
    def get(self, key: str, default: str | None = None, /) -> str | None: ...

    def __setitem__(self, key: str, value: str, /) -> None: ...


def browser_store() -> Store | None:
    """The page's kept entries when running in the live book (else ``None``)."""
    live = sys.modules.get("tt_live")
    found = getattr(live, "storage", None)
    return found if found is not None else None


def _signed(a: Amount) -> str:
    return f"+{a}" if a > 0 else str(a)


_TABLE = ('<table class="tt-pad" style="border-collapse:collapse;font-size:95%;'
          'line-height:1.3;margin:4px 0">')
_CELL = 'style="padding:2px 6px;border-bottom:1px solid #ddd;text-align:right"'
_TH = ('style="padding:2px 6px;text-align:right;vertical-align:bottom;min-width:3.2em;'
       'font-weight:bold"')
_SMALL = '<span style="font-size:80%;font-weight:normal">'


def _head(evening: pad.Evening, dealer: int | None = None) -> str:
    """One column head per person: seat number, name, and the dealer's role."""
    cells = []
    for i, name in enumerate(evening.names):
        role = f"<br>{_SMALL}(ディーラー)</span>" if i == dealer else ""
        cells.append(f"<th {_TH}>席{i + 1}<br>{escape(name)}{role}</th>")
    return "".join(cells)


def deal_html(evening: pad.Evening, number: int, deal: pad.DealResult) -> str:
    """One deal's cited score sheet, one column per person (seat numbers fixed)."""
    title = f"<b>ディール{number}</b>"
    if deal.sheet is None:
        return f"<div>{title}: {escape(deal.problem_ja())}</div>"
    rows = []
    for item in deal.sheet.items:
        cite = item.rule.ja() or ""
        rows.append(f"<tr><td>{escape(item.label_ja)}"
                    + (f"<br>{_SMALL}根拠: {escape(cite)}</span>" if cite else "") + "</td>"
                    + "".join(f"<td {_CELL}>{_signed(a)}</td>" for a in item.amounts)
                    + "</tr>")
    rows.append("<tr><td><b>合計</b></td>" + "".join(
        f"<td {_CELL}><b>{_signed(a)}</b></td>" for a in deal.sheet.totals()) + "</tr>")
    note = "" if deal.report.valid else (
        '<div style="color:#b3261e">' + escape(" ".join(x.text_ja for x in
                                                      deal.report.irregularities)) + "</div>")
    sheet_title = escape(deal.sheet.title) if deal.sheet.title else ""
    return (f'<div style="overflow-x:auto">{title} {sheet_title}{note}{_TABLE}'
            f"<tr><th></th>{_head(evening, deal.dealer)}</tr>{''.join(rows)}</table></div>")


def totals_html(evening: pad.Evening, tally: pad.Tally) -> str:
    """The running totals per person (after each deal) and who pays whom."""
    rows = []
    running: list[Amount] = [0] * evening.seats
    for k, deal in enumerate(tally.deals, start=1):
        if deal.sheet is not None:
            running = [a + b for a, b in zip(running, deal.sheet.totals(), strict=True)]
        rows.append(f"<tr><td>ディール{k}まで</td>"
                    + "".join(f"<td {_CELL}>{_signed(a)}</td>" for a in running) + "</tr>")
    head = _head(evening)
    total = ('<tr class="tt-pad-total"><td><b>合計</b></td>' + "".join(
        f'<td {_CELL} data-seat="{i + 1}"><b>{_signed(a)}</b></td>'
        for i, a in enumerate(tally.totals)) + "</tr>")
    pays = [f"<li>{escape(evening.names[a])}(席{a + 1})→ {escape(evening.names[b])}"
            f"(席{b + 1}): {x}点</li>" for a, b, x in tally.settlement]
    return (f"<div><b>{escape(pad.variant_label(evening.variant))}・"
            f"{len(tally.deals)}ディールの合計</b></div>"
            f'<div style="overflow-x:auto">{_TABLE}<tr><th></th>{head}</tr>{"".join(rows)}'
            f"{total}</table></div><div><b>精算(誰が誰に払うか)</b></div>"
            + (f"<ul>{''.join(pays)}</ul>" if pays else "<div>支払いなし</div>"))


def evening_html(evening: pad.Evening) -> str:
    """The whole evening: each deal's sheet, then the totals and the settlement (the
    panel's picture, and the page's static example)."""
    tally = pad.score(evening)
    deals = "".join(deal_html(evening, k, d) for k, d in enumerate(tally.deals, start=1))
    return f'<div class="tt-scorepad-sheet">{deals}{totals_html(evening, tally)}</div>'


def export_html(evening: pad.Evening) -> str:
    """A download link per deal (deal01.txt …) and the command that scores them."""
    files = pad.export_files(evening)
    if not files:
        return ""
    links = " ".join(
        f'<a class="tt-pad-file" download="{name}" style="display:inline-block;'
        f'min-height:{TOUCH};line-height:{TOUCH};padding:0 8px" '
        f'href="data:text/plain;charset=utf-8,{quote(text)}">{name}</a>'
        for name, text in files)
    names = " ".join(name for name, _ in files)
    return (f"<div>ファイルに保存: {links}</div><div>保存したファイルを同じ場所に置いて、"
            f"<code>tarock-tutor score {names}</code> と打つと、同じ合計が出ます。</div>")


def _box(children: list[Any], w: Any) -> Any:
    return w.Box(children, layout=w.Layout(display="flex", flex_flow="row wrap",
                                           align_items="center", width="100%"))


def scorepad_widget(store: Store | None = None) -> Any:
    """The score pad: choose the game and names, enter deals (remembered results or
    pasted records), see each sheet, the totals and who pays whom; export the records."""
    import ipywidgets as w

    kept: Store = store if store is not None else (browser_store() or {})  # type: ignore[assignment]
    full = w.Layout(width="100%", min_height=TOUCH)
    state: dict[str, pad.Evening] = {}
    msg = w.HTML()
    sheet = w.HTML()
    export_area = w.Textarea(layout=w.Layout(width="100%", height="8em"),
                             description="", placeholder="ここに今夜の記録が出ます")
    export_links = w.HTML()

    choices = pad.variant_choices()
    game = w.Dropdown(options=choices, value=choices[0][1], description="ゲーム",
                      layout=full)
    name_box = w.VBox(layout=w.Layout(width="100%"))
    first = w.Dropdown(description="最初のディーラー", layout=full,
                       style={"description_width": "initial"})
    sure = w.Checkbox(value=False, description="いまの記録を消してよい", indent=False,
                      layout=w.Layout(min_height=TOUCH, width="auto"))
    begin = w.Button(description="新しい夜を始める", icon="play", layout=full)

    dealer = w.Dropdown(description="ディーラー", layout=full)
    contract = w.Dropdown(description="契約", layout=full)
    declarer = w.Dropdown(description="デクレアラー", layout=full)
    partner = w.Dropdown(description="パートナー", layout=full)
    points = w.BoundedIntText(value=35, min=0, max=999, description="点数", layout=full)
    extra = w.Text(description="その他", placeholder="例: Kontra=2", layout=full)
    enter = w.Button(description="このディールを記入", button_style="primary", icon="plus",
                     layout=full)
    paste = w.Textarea(placeholder="記録(または書き出した今夜の記録)を貼り付ける",
                       layout=w.Layout(width="100%", height="7em"))
    add = w.Button(description="貼り付けた記録を記入", icon="paste", layout=full)
    undo = w.Button(description="最後のディールを取り消す", icon="undo", layout=full)

    def seat_options(evening: pad.Evening) -> list[tuple[str, int]]:
        return [(f"席{i + 1} {n}", i) for i, n in enumerate(evening.names)]

    def choose(menu: Any, options: list[tuple[str, Any]], value: Any) -> None:
        """New options, keeping ``value`` where it is still one of them."""
        menu.options = options
        values = [v for _, v in options]
        menu.value = value if value in values else values[0]

    def say(text: str, ok: bool = True) -> None:
        colour = "#1a8f3c" if ok else "#b3261e"
        msg.value = f'<div class="tt-pad-msg" style="color:{colour}">{escape(text)}</div>'

    def names_for(key: str) -> None:
        n = get_variant(key).seats
        old = [b.value for b in name_box.children]
        name_box.children = tuple(
            w.Text(value=old[i] if i < len(old) else "", description=f"席{i + 1}",
                   placeholder="名前", layout=full) for i in range(n))
        choose(first, [(f"席{i + 1}", i) for i in range(n)],
               game_of(get_variant(key)).default_dealer)

    def show(evening: pad.Evening, *, keep: bool = True) -> None:
        state["evening"] = evening
        if keep:
            kept[pad.STORAGE_KEY] = pad.to_json(evening)
        seats = seat_options(evening)
        choose(dealer, seats, pad.next_dealer(evening))
        choose(declarer, seats, declarer.value)
        choose(partner, [("なし", -1), *seats], -1)
        choices = pad.contract_choices(evening.variant)
        choose(contract, list(choices) or [("(記録の貼り付けのみ)", "")], contract.value)
        contract.disabled = enter.disabled = not choices
        sheet.value = evening_html(evening)
        export_area.value = pad.export_text(evening)
        export_links.value = export_html(evening)

    def guarded(action: Any) -> Any:
        def run(_: Any = None) -> None:
            try:
                action()
            except TarockError as err:
                say(error_ja(err), ok=False)
        return run

    def on_begin() -> None:
        if state.get("evening") and state["evening"].records and not sure.value:
            say("いまの夜の記録が消えます。よければ「いまの記録を消してよい」に"
                "チェックを入れてから押してください。", ok=False)
            return
        evening = pad.start(game.value, [b.value for b in name_box.children],
                            first_dealer=first.value)
        sure.value = False
        show(evening)
        say(f"{pad.variant_label(evening.variant)}の夜を始めました。")

    def on_enter() -> None:
        evening = state["evening"]
        evening = pad.add_facts(
            evening, contract=contract.value, declarer=declarer.value,
            partner=None if partner.value < 0 else partner.value, points=points.value,
            extra=pad.parse_extra(extra.value), dealer=dealer.value)
        extra.value = ""
        show(evening)
        say(f"ディール{len(evening.records)}を記入しました。")

    def on_add() -> None:
        evening = pad.add_pasted(state["evening"], paste.value)
        paste.value = ""
        show(evening)
        say(f"ディール{len(evening.records)}まで記入しました。")

    def on_undo() -> None:
        evening = state["evening"]
        if not evening.records:
            say("取り消すディールがありません。", ok=False)
            return
        show(pad.remove_deal(evening, len(evening.records) - 1))
        say("最後のディールを取り消しました。")

    game.observe(lambda ch: names_for(ch["new"]), names="value")
    begin.on_click(guarded(on_begin))
    enter.on_click(guarded(on_enter))
    add.on_click(guarded(on_add))
    undo.on_click(guarded(on_undo))

    saved = kept.get(pad.STORAGE_KEY)
    restored = None
    if saved:
        try:
            restored = pad.from_json(saved)
        except TarockError as err:
            say(error_ja(err) + " 新しい夜を始めてください。", ok=False)
    evening = restored or pad.start(choices[0][1], [""] * get_variant(choices[0][1]).seats)
    game.value = evening.variant
    names_for(evening.variant)
    for box, name in zip(name_box.children, evening.names, strict=True):
        box.value = name
    first.value = evening.first_dealer
    show(evening, keep=restored is not None)
    if restored is not None:
        say(f"保存されていた夜({len(restored.records)}ディール)を開きました。")

    table = w.VBox([w.HTML("<b>卓</b>(席の番号は一晩中変わりません。"
                           "ディーラーは1ディールごとに次の席へ)"),
                    game, name_box, first, sure, begin])
    entry = w.VBox([w.HTML("<b>覚えている結果を記入</b>"), dealer, contract, declarer,
                    partner, points, extra, enter,
                    w.HTML("<b>または記録を貼り付け</b>"), paste, add, undo,
                    msg])   # the answer also next to the thumb that asked
    out = w.VBox([w.HTML("<b>書き出し</b>(記録をコピーするか、ファイルに保存)"),
                  export_area, export_links])
    # The table's settings stay open until the evening has deals (then folded away).
    settings = w.Accordion(children=[table], titles=("卓の設定",),
                           selected_index=None if evening.records else 0)
    panel = w.VBox([msg, settings, entry, sheet,
                    out], layout=w.Layout(width="100%", max_width="40em"))
    panel.add_class("tt-scorepad")
    return panel
