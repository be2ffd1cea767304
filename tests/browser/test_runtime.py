"""The live book's Python side (book/_ext/browser: tt_live and the small IPython
stand-in) and the wheels the build makes, checked in plain CPython.

tt_live runs in a subprocess: its IPython stand-in must not replace the real
IPython of this test session.
"""

from __future__ import annotations

import json
import subprocess
import sys
import zipfile
from io import BytesIO
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
EXT = ROOT / "book" / "_ext"

SCRIPT = r"""
import json, sys
sys.path.insert(0, sys.argv[1])
import tt_live
msgs = []
class Bridge:
    def publish(self, kind, content, metadata, buffers):
        msgs.append([kind, json.loads(content), json.loads(metadata)])
    def display(self, bundle):
        msgs.append(["display", json.loads(bundle)])
tt_live.setup(Bridge())
import IPython
out = {"ipython": IPython.__file__}
tt_live.run_cell("%matplotlib inline\nimport ipywidgets as w\n"
                 "from IPython.display import HTML, display\n"
                 "display(HTML('<b>static</b>'))\nn = w.IntText(value=1)\nh = w.HTML()\n"
                 "n.observe(lambda c: setattr(h, 'value', str(c['new'] * 2)), names='value')\n"
                 "w.VBox([n, h])")
tt_live.run_cell("w.Label('not shown');")
out["kinds"] = [m[0] for m in msgs]
out["opens"] = {m[1]["data"]["state"]["_model_name"]: m[1]["comm_id"]
                for m in msgs if m[0] == "comm_open"}
out["open_meta"] = [m[2] for m in msgs if m[0] == "comm_open"][0]
out["shown"] = [m[1] for m in msgs if m[0] == "display"]
del msgs[:]
n_id = out["opens"]["IntTextModel"]
ok = tt_live.deliver(n_id, json.dumps({"header": {"msg_id": "m1", "msg_type": "comm_msg"},
    "content": {"comm_id": n_id, "data": {"method": "update", "state": {"value": 21},
                                           "buffer_paths": []}}}))
out["deliver_ok"] = ok
out["after_update"] = [[m[0], m[1]["comm_id"], m[1]["data"]] for m in msgs]
o = tt_live.run_cell("o = w.Output()\nwith o:\n    print('hi')\n    display(HTML('<i>x</i>'))\n"
                     "    raise ValueError('shown in the widget')\n")
out["captured"] = tt_live._namespace["o"].outputs
print(json.dumps(out))
"""


def run_live() -> dict:  # type: ignore[type-arg]
    result = subprocess.run([sys.executable, "-c", SCRIPT, str(EXT / "browser")],
                            capture_output=True, text=True, check=True, cwd=ROOT)
    return json.loads(result.stdout)  # type: ignore[no-any-return]


def test_cells_open_comms_and_show_widgets_like_a_kernel() -> None:
    out = run_live()
    assert out["ipython"].startswith(str(EXT / "browser"))
    # Widgets open their comms (protocol 2.x), then the cell's last value is shown;
    # a static picture and a ';'-silenced value are not sent to the page.
    assert out["open_meta"]["version"].startswith("2.")
    assert out["kinds"].count("display") == 1
    assert out["kinds"].index("display") > out["kinds"].index("comm_open")
    assert out["shown"][0]["application/vnd.jupyter.widget-view+json"]["model_id"] == (
        out["opens"]["VBoxModel"])


def test_messages_from_the_page_run_callbacks_and_echo() -> None:
    out = run_live()
    assert out["deliver_ok"] is True
    updates = out["after_update"]
    assert ["comm_msg", out["opens"]["IntTextModel"],
            {"method": "echo_update", "state": {"value": 21}, "buffer_paths": []}] in updates
    assert any(m[1] == out["opens"]["HTMLModel"] and m[2]["state"].get("value") == "42"
               for m in updates)


def test_output_widgets_capture_prints_displays_and_errors() -> None:
    captured = run_live()["captured"]
    assert captured[0] == {"output_type": "stream", "name": "stdout", "text": "hi\n"}
    assert captured[1]["data"]["text/html"] == "<i>x</i>"
    assert captured[2]["output_type"] == "error" and captured[2]["ename"] == "ValueError"


def test_project_wheel_is_a_wheel_of_the_package() -> None:
    sys.path.insert(0, str(EXT))
    from tarock_book import project_wheel, runtime_wheel

    name, data = project_wheel(ROOT)
    assert name.startswith("tarock_tutor-") and name.endswith("-py3-none-any.whl")
    with zipfile.ZipFile(BytesIO(data)) as zf:
        names = zf.namelist()
        record = zf.read(next(n for n in names if n.endswith(".dist-info/RECORD"))).decode()
    assert "tarock_tutor/__init__.py" in names
    assert not any("__pycache__" in n for n in names)
    assert all(line.split(",")[0] in names for line in record.splitlines())
    assert project_wheel(ROOT) == (name, data)  # reproducible: same bytes, same hash
    assert "IPython/display.py" in zipfile.ZipFile(BytesIO(runtime_wheel()[1])).namelist()


def test_notebook_folder_files_exclude_pages_and_chapters(tmp_path: Path) -> None:
    sys.path.insert(0, str(EXT))
    from tarock_book import folder_files

    (tmp_path / "records").mkdir()
    (tmp_path / "records" / "deal.txt").write_text("x")
    (tmp_path / "chapter").mkdir()
    (tmp_path / "chapter" / "page.md").write_text("# page")
    (tmp_path / "chapter" / "data.txt").write_text("y")
    (tmp_path / "_static").mkdir()
    (tmp_path / "_static" / "a.css").write_text("z")
    (tmp_path / "nb.ipynb").write_text("{}")
    (tmp_path / "table.csv").write_text("1,2")
    assert sorted(folder_files(tmp_path)) == ["records/deal.txt", "table.csv"]


STORAGE_SCRIPT = r"""
import json, sys
sys.path.insert(0, sys.argv[1])
import tt_live
stored = []
class Bridge:
    def publish(self, *args): pass
    def display(self, bundle): pass
    def store(self, key, value): stored.append([key, value])
tt_live.setup(Bridge(), json.dumps({"tarock-tutor.scorepad": "kept", "bad": 5}))
out = {"kept": tt_live.storage.get("tarock-tutor.scorepad"), "bad": tt_live.storage.get("bad")}
tt_live.storage["tarock-tutor.scorepad"] = "new"
out["after"] = tt_live.storage.get("tarock-tutor.scorepad")
out["stored"] = stored
tt_live.setup(Bridge(), "not json")
out["broken"] = tt_live.storage.get("tarock-tutor.scorepad")
print(json.dumps(out))
"""


def test_kept_entries_come_from_the_page_and_go_back_to_it() -> None:
    """The worker has no localStorage: the page's entries arrive with the start, and
    each write goes back to the page through the bridge (the score pad keeps its
    evening this way)."""
    result = subprocess.run([sys.executable, "-c", STORAGE_SCRIPT, str(EXT / "browser")],
                            capture_output=True, text=True, check=True, cwd=ROOT)
    out = json.loads(result.stdout)
    assert out == {"kept": "kept", "bad": None, "after": "new",
                   "stored": [["tarock-tutor.scorepad", "new"]], "broken": None}
