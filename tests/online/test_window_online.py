"""Play online in the window (dummy video), on 127.0.0.1 only: the title's Play
online, Host on this computer, the setup with a seat invited, the table playing
its seat by clicks while a client elsewhere joins with the invitation code and
plays the other; the panel says whom it waits for; the connection lost and
found again; Save of the host's game continued hot-seat; Join and Rejoin."""
from __future__ import annotations

import asyncio
import threading
import time

import pytest
from ui_driver import press

from game.core.rng import Rng
from game.online import hosting
from game.online.client import Client, play_seat
from game.online.play import random_chooser
from game.scenes.table_online import LOST

GAMES = ["ski", "grand-prix", "ski-gammon", "chemin-montagneux"]


@pytest.fixture()
def hosted(monkeypatch):
    """A server of the window's own, new for the test (on loopback)."""
    fresh = hosting.HostedServer()
    monkeypatch.setattr(hosting, "HOSTED", fresh)
    return fresh


def title_button(app, key: str):
    return next(b for b, k in app.scene.buttons.items() if k == key)


def scene_button(app, key: str, value=None):
    return next(b for b, (k, v) in app.scene.buttons.items() if k == key and (value is None or v == value))


def host_game(app, game: str):
    """Title, Play online, Host on this computer, the setup (two seats: Anna here,
    Ben invited), Start: the table."""
    from game.scenes.online_scene import OnlineScene
    from game.scenes.setup import INVITED, SetupScene, _selected
    from game.scenes.title import TitleScene
    app.online_host = "127.0.0.1"
    app.chosen_game = game
    app.switch(TitleScene(app))
    press(app, title_button(app, "online"))
    assert isinstance(app.scene, OnlineScene) and app.scene.info.id == game
    press(app, scene_button(app, "host_here"))
    setup = app.scene
    assert isinstance(setup, SetupScene) and setup.online is not None
    if setup.count != 2 and setup.info.min_players <= 2:
        setup._recount(2)
    assert _selected(setup.rows[1]["kind"]) == INVITED
    press(app, setup.start)
    return app.scene


class Elsewhere:
    """A player at another computer: joins with the code (or plays a seat whose
    secret it has) and plays the seat, by ``choose`` or at random, in a thread of
    its own, to the end of the game."""

    def __init__(self, url: str, code: str, seat: int, seed: int, choose=None, match: str = "",
                 secret: str = "") -> None:
        self.url, self.code, self.seat, self.seed = url, code, seat, seed
        self.choose = choose or random_chooser(seed)
        self.match, self.secret = match, secret
        self.end: dict | None = None
        self.error: BaseException | None = None
        self.thread = threading.Thread(target=self._run, daemon=True)
        self.thread.start()

    def _run(self) -> None:
        async def go() -> dict:
            client = await Client.connect(self.url)
            try:
                if not self.secret:
                    joined = await client.request("join", code=self.code, seat=self.seat)
                    self.match, self.secret = joined["match"], joined["secret"]
                return await play_seat(client, self.match, self.seat, self.secret, self.choose, max_moves=4000)
            finally:
                await client.close()
        try:
            self.end = asyncio.run(asyncio.wait_for(go(), 240))
        except BaseException as e:          # (told to the test)
            self.error = e


def frames(app, play, seconds: float = 0.0, until=None, most: int = 4000) -> None:
    """Frames of the window (animations skipped) until ``until()`` or ``seconds`` pass."""
    end = time.monotonic() + seconds
    for _ in range(most):
        play.motions.skip()
        play.update(0.05)
        if until is not None and until():
            return
        if until is None and time.monotonic() >= end:
            return
        time.sleep(0.005)


def play_here(app, play, guest: Elsewhere, rng: Rng, most: int = 3000) -> None:
    """The host's seat played by clicks, where its things are drawn, until the game ends."""
    from game.scenes.results import ResultsScene
    for _ in range(most):
        if isinstance(app.scene, ResultsScene):
            return
        frames(app, play, until=lambda: play.seats.mine() is not None or play.state.is_over()
               or isinstance(app.scene, ResultsScene), most=3000)
        if play.seats.recap is not None:
            play.seats.close_recap()
        seat = play.seats.mine()
        if seat is None:
            if guest.error is not None:
                raise guest.error
            continue
        acts = play.state.legal_actions(seat)
        before = play.match.at
        play.layers.click_through(acts[rng.below(len(acts))])
        frames(app, play, until=lambda at=before: play.match.at > at or play.status.startswith("The server"))
        assert not play.status.startswith("The server"), play.status
    raise AssertionError("the game did not end")


@pytest.mark.parametrize("game", GAMES)
def test_a_game_hosted_in_the_window_is_played_to_the_end_with_a_player_elsewhere(app, hosted, game):
    from game.online.tickets import load_tickets
    from game.scenes.results import ResultsScene
    from game.scenes.table import TableScene
    play = host_game(app, game)
    assert isinstance(play, TableScene) and play.online is not None, getattr(play, "status", "")
    link = play.online.link
    assert link.code and link.host and set(link.seats) == {0}
    assert link.code in play.status and hosted.url.startswith("ws://127.0.0.1:")
    assert [k.match for k in load_tickets()[0]] == [link.match]         # kept for Rejoin
    assert play.elsewhere == frozenset({1}) and not play.seats.is_human(1)
    if play.state.current_player() == 1:
        frames(app, play, 0.3)
        assert play.panel.you_may() == f"Waiting for {play.state.name(1)} (not connected)"
    assert "Ben: away" in play.online.seats_line()
    guest = Elsewhere(hosted.url, link.code, 1, seed=5)
    frames(app, play, until=lambda: play.online is not None and play.online.match.connected(1), most=2000)
    assert "Ben: connected" in play.online.seats_line()
    play_here(app, play, guest, Rng(7))
    guest.thread.join(30)
    assert guest.error is None and guest.end is not None and guest.end["over"]
    assert isinstance(app.scene, ResultsScene)
    whole = play.online.match.whole
    assert whole is not None and whole.is_over() and len(whole.action_log) == guest.end["at"]
    assert app.scene.state is whole          # the results, and Replay from them, have the whole game


def test_the_window_connects_again_by_itself_when_its_connection_drops(app, tmp_path, monkeypatch):
    """The window's connection dropped (as a lid closing would): said in the
    status line while it lasts, opened again by itself, the seats opened again
    with their secrets."""
    from game.online import server as server_module
    from game.online.hosting import HostedServer
    fresh = HostedServer()
    monkeypatch.setattr(hosting, "HOSTED", fresh)
    db = str(tmp_path / "m.sqlite3")
    monkeypatch.setattr(server_module, "default_db", lambda: db)
    play = host_game(app, "ski-gammon")
    match = play.online.match
    conn = match.conn
    frames(app, play, until=lambda: conn.status == "connected")
    # the window's connection dropped as a lid closing would: it connects again by itself
    conn.loop.call_soon_threadsafe(lambda: conn.client and conn.loop.create_task(conn.client.ws.close()))
    frames(app, play, until=lambda: conn.status == "lost" or conn.opened > 1, most=400)
    frames(app, play, until=lambda: conn.status == "connected" and conn.opened > 1, most=2000)
    assert conn.opened == 2 and not play.status.startswith(LOST)
    assert play.online.seats_line().startswith("Online. Ben: ")
    conn.status = "lost"               # as the connection's thread says while this computer is cut off
    try:
        cut_off = play.online.seats_line()
    finally:
        conn.status = "connected"
    # who is connected elsewhere is not known then: the box does not go on saying it
    assert cut_off.startswith("Online, the connection to the game lost.") and "Ben" not in cut_off, cut_off


def test_a_guest_joins_from_the_window_by_the_code_and_plays_its_seat(app, make_app, hosted):
    """The other side: Join, the address and the code typed, Find the seats,
    Play as Ben; the host's seat played by a client elsewhere."""
    from game.online.play import seats_for
    from game.online.remote import ask_once
    from game.scenes.online_scene import OnlineScene
    from game.scenes.table import TableScene
    from game.scenes.title import TitleScene
    assert hosted.start(host="127.0.0.1", port=0)
    made = ask_once(hosted.url, "create", setup={"game": "ski-gammon", "seats": seats_for("ski-gammon", 2, 0)},
                    remote=[1])
    app.switch(TitleScene(app))
    press(app, title_button(app, "online"))
    assert isinstance(app.scene, OnlineScene)
    app.scene.url.set_text(hosted.url)
    app.scene.code.set_text(made["code"].replace(" ", "-").upper())   # typed as it was heard
    press(app, scene_button(app, "find"))
    assert app.scene.found is not None, app.scene.status
    press(app, scene_button(app, "join", 1))
    play = app.scene
    assert isinstance(play, TableScene) and play.online is not None, getattr(app.scene, "status", "")
    assert set(play.online.link.seats) == {1} and not play.online.link.host
    assert play.elsewhere == frozenset({0})
    frames(app, play, until=lambda: play.match.at >= 0 and play.online.match.conn.status == "connected")
    # Ben's own things show from the start, while Anna is to move: he is the one person at this screen
    assert play.state.current_player() != 1 or play.state.is_over()
    assert play.seats.viewer == 1 and play.seats.handoff_to is None

    other = Elsewhere(hosted.url, made["code"], 0, 3, match=made["match"],
                      secret=dict((seat, k) for seat, k in made["secrets"])[0])
    play_here(app, play, other, Rng(11))
    other.thread.join(30)
    assert other.error is None and other.end is not None and other.end["over"]
    # the finished game is in the list of one's games online, and Rejoin shows it whole
    app.switch(OnlineScene(app, "ski-gammon"))
    press(app, scene_button(app, "rejoin"))
    again = app.scene
    assert isinstance(again, TableScene) and again.online is not None
    frames(app, again, until=lambda: again.online.match.whole is not None, most=400)
    assert again.online.match.whole is not None


def test_the_host_saves_the_game_online_whole_and_it_goes_on_hot_seat_from_load(app, hosted):
    """Save at the host's computer: the whole game, from the server (every
    seat's hidden things), in a save Load opens like any other, every person's
    seat played at this computer then; a guest may not save a game under way."""
    from game.saves import read_save
    from game.saves.folder import saves_dir
    from game.scenes.table import TableScene
    play = host_game(app, "ski-gammon")
    guest = Elsewhere(hosted.url, play.online.link.code, 1, seed=9)
    rng = Rng(3)
    for _ in range(40):                        # a few moves each
        frames(app, play, until=lambda: play.seats.mine() is not None, most=3000)
        seat = play.seats.mine()
        acts = play.state.legal_actions(seat)
        before = play.match.at
        play.layers.click_through(acts[rng.below(len(acts))])
        frames(app, play, until=lambda at=before: play.match.at > at)
        if play.match.at >= 12:
            break
    path = play.files.save_as("online game")
    assert path is not None and path.startswith(saves_dir()), play.status
    assert "Loaded, it goes on at one computer; this game goes on online." in play.status
    d = read_save(path)
    server_game = play.online.whole_game()          # (Ben plays on meanwhile: the save is where it stood)
    assert len(d["actions"]) >= 12
    assert [a.to_dict() for a in server_game.action_log[:len(d["actions"])]] == d["actions"]
    from game.saves import load_game
    loaded = load_game(path)
    assert len(loaded.action_log) == len(d["actions"]) and loaded.setup.seed == server_game.setup.seed
    assert [s.kind for s in loaded.setup.seats] == ["human", "human"]     # both seats at one screen now
    from game.scenes.table import play_scene
    hot = play_scene(app, loaded.setup, loaded)
    assert isinstance(hot, TableScene) and hot.online is None and hot.state.legal_actions(hot.state.current_player())
    play.online.close()
    guest.thread.join(0.1)


def test_the_host_hands_a_seat_that_stays_away_to_a_bot_and_gives_it_back(app, hosted):
    from game.scenes.pause import PauseScene
    play = host_game(app, "grand-prix")
    app.switch(PauseScene(app, play))
    pause = app.scene
    (button, seat), = pause.seat_buttons.items()
    assert seat == 1 and button.text == "A bot plays for Ben"
    press(app, button)
    assert button.text == "Give Ben the seat back" and not pause.status
    app.switch(play)
    # the bot plays Ben's turns on the server: the game moves on with nobody at Ben's computer
    rng = Rng(4)
    for _ in range(30):
        frames(app, play, until=lambda: play.seats.mine() is not None or play.state.is_over(), most=3000)
        if play.state.is_over() or play.match.at > 20:
            break
        acts = play.state.legal_actions(play.seats.mine())
        before = play.match.at
        play.layers.click_through(acts[rng.below(len(acts))])
        frames(app, play, until=lambda at=before: play.match.at > at)
    assert play.match.at > 20 and "Ben: bot" in play.online.seats_line()
    # Ben comes back while the bot plays for him: his screen says so, and the host's that he is back
    from game.online.remote import Link, ask_once
    from game.scenes.online_table import open_online
    code = play.online.link.code
    joined = ask_once(hosted.url, "join", code=code, seat=1)
    ben = open_online(app, Link(hosted.url, play.online.link.match, "grand-prix", {1: joined["secret"]}, code=code))
    frames(app, ben, until=lambda: "a bot plays for you" in ben.online.seats_line(), most=400)
    assert "Ben: a bot plays for you until the host gives the seat back" in ben.online.seats_line()
    assert ben.online.played_by_bot(1) and not play.online.played_by_bot(1)
    ben.seats.oot = 1                         # as when Ben's seat is to act (the bot moves at once on the server)
    try:
        assert ben.seats.mine() is None       # the bot's seat now: Ben's clicks do not count
        assert ben.panel.you_may().startswith("A bot plays for you")
    finally:
        ben.seats.oot = None
    frames(app, play, until=lambda: "is back" in play.online.seats_line(), most=400)
    assert "Ben is back, a bot still plays: give the seat back in the Game menu" in play.online.seats_line()
    app.switch(PauseScene(app, play))
    (button, _), = app.scene.seat_buttons.items()
    press(app, button)
    assert button.text == "A bot plays for Ben"
    app.switch(play)
    frames(app, play, until=lambda: "Ben: connected" in play.online.seats_line(), most=400)
    assert "Ben: connected" in play.online.seats_line()
    frames(app, ben, until=lambda: "bot" not in ben.online.seats_line(), most=400)
    assert "bot" not in ben.online.seats_line()
    ben.online.close()
    play.online.close()


def test_a_guest_may_not_save_a_game_under_way_and_is_told_why(app, hosted):
    from game.online.play import seats_for
    from game.online.remote import Link, ask_once
    from game.scenes.online_table import open_online
    assert hosted.start(host="127.0.0.1", port=0)
    made = ask_once(hosted.url, "create", setup={"game": "ski", "seats": seats_for("ski", 2, 1)}, remote=[1])
    joined = ask_once(hosted.url, "join", code=made["code"], seat=1)
    play = open_online(app, Link(hosted.url, made["match"], "ski", {1: joined["secret"]}, code=made["code"]))
    app.switch(play)
    frames(app, play, 0.2)
    assert play.files.save_as("mine") is None
    assert "only the host's computer may save" in play.status
    with pytest.raises(LookupError):
        play.match.take_back()
    play.take_back()
    assert "final" in play.status
    play.online.close()
    # a spectator has no seat to rejoin: told what it may save instead
    watch = open_online(app, Link(hosted.url, made["match"], "ski", {}, code=made["code"]))
    app.switch(watch)
    frames(app, watch, 0.2)
    assert watch.files.save_as("mine") is None
    assert "only the host's computer may save" in watch.status and "seat" not in watch.status
    assert "a finished game saves anywhere" in watch.status
    watch.online.close()


def test_a_wrong_list_of_online_games_is_said_in_one_line_and_never_written_over(app, tmp_path):
    """online.json is read like any file from elsewhere: a wrong field leaves
    that game out with one line; a file that cannot be read at all is listed as
    nothing, said, and kept as it was (keeping a new game then fails, saying so)."""
    from game.online.remote import Link
    from game.online.tickets import keep_ticket, load_tickets, tickets_path
    good = Link("ws://127.0.0.1:8765", "0123456789abcdef", "ski", {1: "A" * 32}, code="apple river snow",
                names=["Anna", "Ben"])
    keep_ticket(good)
    assert load_tickets()[0] == [good]
    path = tickets_path()
    with open(path, encoding="utf-8") as f:
        kept = f.read()
    assert kept.startswith('{"games":[') and kept.endswith("]}")
    with open(path, "w", encoding="utf-8") as f:
        f.write('{"games": [{"url": "file:///etc/passwd", "match": "0123456789abcdef", "game": "ski", '
                '"seats": {}, "host": "", "code": ""}, ' + kept[10:-1] + "}")
    links, problem = load_tickets()
    assert links == [good] and problem == "online.json: game 1: its address is not a ws:// or wss:// address: left out"
    with open(path, "w", encoding="utf-8") as f:
        f.write("{not json")
    assert load_tickets()[0] == [] and load_tickets()[1].startswith("online.json: cannot be read")
    with pytest.raises(OSError):
        keep_ticket(good)
    with open(path, encoding="utf-8") as f:
        assert f.read() == "{not json"


def test_moves_made_while_the_window_was_away_show_in_the_strip_when_it_connects_again(app, hosted):
    """The host's connection lost in Ben's turn; Ben moves meanwhile; connected
    again, the host's window shows the game as it stands and Ben's move in the
    "since your last turn" strip."""
    play = host_game(app, "ski-gammon")
    gate = threading.Event()
    pick = random_chooser(21)

    async def when_let(game, actions):
        while not gate.is_set():
            await asyncio.sleep(0.01)
        return pick(game, actions)

    guest = Elsewhere(hosted.url, play.online.link.code, 1, 0, choose=when_let)
    rng = Rng(8)
    for _ in range(200):                    # the host plays until it is Ben's turn
        frames(app, play, until=lambda: play.seats.mine() is not None or play.state.current_player() == 1,
               most=3000)
        if play.state.current_player() == 1 and not play.online.busy():
            break
        acts = play.state.legal_actions(play.seats.mine())
        before = play.match.at
        play.layers.click_through(acts[rng.below(len(acts))])
        frames(app, play, until=lambda at=before: play.match.at > at)
    assert play.state.current_player() == 1
    conn = play.online.match.conn
    at_drop = play.match.at
    url = conn.link.url
    conn.link.url = "ws://127.0.0.1:9"           # (nothing listens there: the window cannot connect again yet)
    conn.loop.call_soon_threadsafe(lambda: conn.client and conn.loop.create_task(conn.client.ws.close()))
    frames(app, play, until=lambda: conn.status == "lost", most=400)
    assert play.status.startswith("Connection to the game lost")
    gate.set()                                   # Ben plays while the host's window is away
    time.sleep(1.0)
    gate.clear()
    assert play.match.at == at_drop              # (the window has not heard of it)
    conn.link.url = url
    frames(app, play, until=lambda: conn.opened > 1 and play.match.at > at_drop, most=2000)
    assert play.match.at > at_drop and not play.status.startswith("Connection to the game lost")
    strip = play.seats.recap
    assert strip is not None and strip.moves and all(s.seat == 1 and s.number > at_drop for s in strip.moves)
    assert guest.error is None
    gate.set()
    play.online.close()


def test_the_host_rejoins_after_its_program_closed_and_the_game_is_hosted_again(app, hosted):
    """The host's program closed (or crashed): its server went with it. Rejoin, in
    Play online, hosts the game again on this computer (its database kept every
    move) and opens it as it stood; a game whose server cannot be reached says so."""
    from game.scenes.online_scene import OnlineScene
    from game.scenes.table import TableScene
    play = host_game(app, "ski-gammon")
    frames(app, play, until=lambda: play.online.match.conn.status == "connected")
    rng = Rng(5)
    for _ in range(3):
        frames(app, play, until=lambda: play.seats.mine() is not None or play.state.current_player() == 1)
        if play.seats.mine() is None:
            break
        acts = play.state.legal_actions(play.seats.mine())
        before = play.match.at
        play.layers.click_through(acts[rng.below(len(acts))])
        frames(app, play, until=lambda at=before: play.match.at > at)
    made, url = play.match.at, hosted.url
    assert made > 0
    play.online.close()
    # the window's connection closed as it should be: the server knows at once that Anna left
    from game.online.remote import ask_once
    seats = ask_once(url, "seats", code=play.online.link.code)["seats"]
    assert seats[0]["connected"] is False
    hosted.stop()                                   # the program closed: its server with it
    assert not hosted.url
    app.switch(OnlineScene(app, "ski-gammon"))
    press(app, scene_button(app, "rejoin"))
    again = app.scene
    assert isinstance(again, TableScene) and again.online is not None, getattr(again, "status", "")
    assert hosted.url == url                        # hosted again, where the others find it
    frames(app, again, until=lambda: again.online.match.conn.status == "connected" and again.match.at >= made)
    assert again.match.at == made and again.online.link.host
    again.online.close()
    hosted.stop()

    # a game joined at a server that is gone: said in one line, the list kept
    from game.online.remote import Link
    from game.online.tickets import keep_ticket, load_tickets
    from game.online.wire import new_match_id, new_secret
    gone = Link(url, new_match_id(), "ski-gammon", {1: new_secret()}, names=["Anna", "Ben"])
    keep_ticket(gone)
    app.switch(OnlineScene(app, "ski-gammon"))
    assert app.scene.kept[0] == gone
    press(app, scene_button(app, "rejoin", gone))
    assert isinstance(app.scene, OnlineScene)
    assert "Could not reach the game at" in app.scene.status and "host's program running" in app.scene.status
    assert len(load_tickets()[0]) == 2


def test_the_list_of_ones_games_online_never_runs_under_back_or_out_of_the_window(app):
    """Four games kept, at 1280x720: the rows that fit show, none under another
    button or past the window, the rest said; the address joined last is offered."""
    from game.online.remote import Link
    from game.online.tickets import keep_ticket
    from game.online.wire import new_match_id, new_secret
    from game.scenes.online_scene import OnlineScene
    for k in range(4):
        keep_ticket(Link(f"ws://192.0.2.{k + 1}:8765", new_match_id(), "ski", {1: new_secret()}, names=["Anna", "Ben"]))
    app.switch(OnlineScene(app, "ski"))
    scene = app.scene
    rects = [b.get_abs_rect() for b in scene.buttons]
    for i, a in enumerate(rects):
        assert app.screen.get_rect().contains(a)
        assert not any(a.colliderect(b) for b in rects[i + 1:]), a
    rows = [b for b, (key, _) in scene.buttons.items() if key == "rejoin"]
    assert 1 <= len(rows) == scene.shown_kept <= 4
    assert scene.url.get_text() == "ws://192.0.2.4:8765"          # the newest kept


def test_quit_at_the_title_while_hosting_says_what_it_does_to_the_others_first(app, hosted):
    from game.scenes.title import TitleScene
    app.switch(TitleScene(app))
    press(app, title_button(app, "quit"))
    assert app.running is False                    # hosting nothing: Quit quits
    app.running = True
    assert hosted.start(host="127.0.0.1", port=0)
    app.switch(TitleScene(app))
    press(app, title_button(app, "quit"))
    assert app.running and "quitting stops it for the others" in app.scene.status
    press(app, title_button(app, "quit"))
    assert app.running is False
    app.running = True
    hosted.stop()


@pytest.mark.parametrize("address, code", [
    ("{host}", "{t0}, {w1}  {w2}"),                # no ws://, a capital, a comma and two spaces
    ("ws://ws://{host}", "{w0}-{w1}-{w2} "),       # typed after the ws:// the field offers
    ("WS://{host}", "{u0}_{u1}_{u2}"),
])
def test_the_address_and_the_code_are_taken_as_people_type_them(app, hosted, address, code):
    from game.online.play import seats_for
    from game.online.remote import ask_once
    from game.scenes.online_scene import OnlineScene
    assert hosted.start(host="127.0.0.1", port=0)
    made = ask_once(hosted.url, "create", setup={"game": "ski", "seats": seats_for("ski", 2, 0)}, remote=[1])
    words = made["code"].split()
    forms = {**{f"w{i}": w for i, w in enumerate(words)}, **{f"t{i}": w.title() for i, w in enumerate(words)},
             **{f"u{i}": w.upper() for i, w in enumerate(words)}}
    app.switch(OnlineScene(app, "ski"))
    app.scene.url.set_text(address.format(host=hosted.url.removeprefix("ws://")))
    app.scene.code.set_text(code.format(**forms))
    press(app, scene_button(app, "find"))
    assert app.scene.found is not None and app.scene.found["match"] == made["match"], app.scene.status
    hosted.stop()


def test_a_wrong_address_or_code_is_said_for_what_it_is(app, hosted):
    from game.scenes.online_scene import OnlineScene
    app.switch(OnlineScene(app, "ski"))
    app.scene.url.set_text("ws://")
    app.scene.code.set_text("apple river snow")
    press(app, scene_button(app, "find"))
    assert "Type the host's address" in app.scene.status
    app.scene.url.set_text("127.0.0.1:9")
    app.scene.code.set_text("")
    press(app, scene_button(app, "find"))
    assert "Type the invitation code" in app.scene.status
    app.scene.code.set_text("apple river snow")
    press(app, scene_button(app, "find"))
    assert "Nobody answers at ws://127.0.0.1:9" in app.scene.status
