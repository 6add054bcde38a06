//! The one reader of the terminal's events for the whole process: a thread, started the first
//! time someone listens, that sleeps in crossterm's read and hands each event to whoever
//! listens now — the game's driver during a game, the start screen's loop between games —
//! and keeps the events that come while nobody listens for the next listener, in order.
//!
//! One reader, because a read cannot be called off: a thread of a game that is over, still
//! blocked in its read, would take the first key meant for the screen after it (and crossterm
//! shares one queue of events among all its readers). Nothing here polls: the thread sleeps
//! until the terminal says something, and so does a listener until it is handed something.

use std::collections::VecDeque;
use std::io;
use std::sync::mpsc::{Receiver, channel};
use std::sync::{Mutex, MutexGuard, PoisonError};

use ratatui::crossterm::event::{self, Event};

/// What the terminal said: an event, or that its input failed (the last thing it says).
pub(crate) type Read = io::Result<Event>;

/// Takes what was read, or gives it back when the listener is gone (its loop ended).
type Listener = Box<dyn FnMut(Read) -> Option<Read> + Send>;

/// Who listens now, and what came while nobody did.
struct Hub {
    /// The reader thread runs (or could not be started: then `ended` too).
    started: bool,
    /// The reader has read its last: its input failed.
    ended: bool,
    /// The listener now, with its number (a listener that stops takes only itself away).
    listener: Option<(u64, Listener)>,
    /// The number of the next listener.
    next: u64,
    /// What came while nobody listened, oldest first.
    waiting: VecDeque<Read>,
}

static HUB: Mutex<Hub> =
    Mutex::new(Hub { started: false, ended: false, listener: None, next: 0, waiting: VecDeque::new() });

fn hub() -> MutexGuard<'static, Hub> {
    HUB.lock().unwrap_or_else(PoisonError::into_inner)
}

/// Hands `read` to the listener, or keeps it for the next one.
fn deliver(hub: &mut Hub, read: Read) {
    let back = match &mut hub.listener {
        Some((_, listener)) => listener(read),
        None => Some(read),
    };
    if let Some(back) = back {
        // Nobody took it: the listener, if any, is gone.
        hub.listener = None;
        hub.waiting.push_back(back);
    }
}

/// The reader: one read after another, each handed on, until the input fails.
fn read_all() {
    loop {
        let read = event::read();
        let last = read.is_err();
        let mut hub = hub();
        deliver(&mut hub, read);
        if last {
            hub.ended = true;
            return;
        }
    }
}

/// An input that has ended, said to a listener that came after its end.
fn input_ended() -> Read {
    Err(io::Error::new(io::ErrorKind::UnexpectedEof, "the terminal's input has ended"))
}

/// A listener's hold: while it lives, the terminal's events are handed to its listener; once
/// it is dropped they wait for the next.
pub(crate) struct Listening {
    id: u64,
}

impl Drop for Listening {
    fn drop(&mut self) {
        let mut hub = hub();
        if hub.listener.as_ref().is_some_and(|(id, _)| *id == self.id) {
            hub.listener = None;
        }
    }
}

/// From now on every event of the terminal is handed to `take` (first those that waited, in
/// order), until the hold returned is dropped or `take` gives one back (its loop is gone: the
/// event is kept for the next listener). Starts the reader the first time.
pub(crate) fn listen(take: impl FnMut(Read) -> Option<Read> + Send + 'static) -> Listening {
    let mut hub = hub();
    if !hub.started {
        hub.started = true;
        let spawned = std::thread::Builder::new().name("ferz-keys".into()).spawn(read_all);
        if let Err(e) = spawned {
            // No thread to read in: no event can come; the listener hears why.
            hub.ended = true;
            hub.waiting.push_back(Err(e));
        }
    }
    attach(&mut hub, Box::new(take))
}

/// Makes `take` the listener: first what waited, in order, then (once the input has ended)
/// that it has; then whatever comes.
fn attach(hub: &mut Hub, mut take: Listener) -> Listening {
    let id = hub.next;
    hub.next += 1;
    while let Some(read) = hub.waiting.pop_front() {
        if let Some(back) = take(read) {
            hub.waiting.push_front(back);
            return Listening { id };
        }
    }
    if hub.ended
        && let Some(back) = take(input_ended())
    {
        hub.waiting.push_front(back);
        return Listening { id };
    }
    hub.listener = Some((id, take));
    Listening { id }
}

/// The terminal's events as a loop of its own reads them, one at a time, sleeping between.
/// What it has not read when it is dropped waits, in order, for the next listener.
pub(crate) struct Events {
    hold: Option<Listening>,
    from: Receiver<Read>,
}

impl Events {
    /// Listens from now on (see [`listen`]).
    pub(crate) fn listen() -> Events {
        let (to, from) = channel();
        let hold = listen(move |read| to.send(read).err().map(|e| e.0));
        Events { hold: Some(hold), from }
    }

    /// The next event, once there is one.
    pub(crate) fn read(&mut self) -> Read {
        self.from.recv().unwrap_or_else(|_| input_ended())
    }
}

impl Drop for Events {
    fn drop(&mut self) {
        // No longer listening first: whatever comes from now on waits behind what is taken
        // back here, which came before it.
        drop(self.hold.take());
        give_back(self.from.try_iter().collect());
    }
}

/// What a listener took but did not read, given back once it no longer listens: it waits for
/// the next listener, in order, before what came since (which came after it).
pub(crate) fn give_back(unread: Vec<Read>) {
    put_back(&mut hub(), unread);
}

fn put_back(hub: &mut Hub, unread: Vec<Read>) {
    for read in unread.into_iter().rev() {
        hub.waiting.push_front(read);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use ratatui::crossterm::event::{KeyCode, KeyEvent};

    fn key(c: char) -> Read {
        Ok(Event::Key(KeyEvent::from(KeyCode::Char(c))))
    }

    fn typed(reads: impl IntoIterator<Item = Read>) -> String {
        reads
            .into_iter()
            .filter_map(|r| match r {
                Ok(Event::Key(KeyEvent { code: KeyCode::Char(c), .. })) => Some(c),
                _ => None,
            })
            .collect()
    }

    fn channel_listener() -> (Listener, Receiver<Read>) {
        let (to, from) = channel();
        (Box::new(move |read| to.send(read).err().map(|e| e.0)), from)
    }

    #[test]
    fn what_comes_while_nobody_listens_goes_to_the_next_listener_in_order() {
        let mut hub = Hub { started: true, ended: false, listener: None, next: 0, waiting: VecDeque::new() };
        // A game listens and gets its keys; then it is over (its channel gone).
        let (game, game_keys) = channel_listener();
        let _game = attach(&mut hub, game);
        deliver(&mut hub, key('e'));
        deliver(&mut hub, key('4'));
        assert_eq!(typed(game_keys.try_iter()), "e4");
        drop(game_keys);
        // The key pressed now is nobody's yet: kept, not lost.
        deliver(&mut hub, key('n'));
        deliver(&mut hub, key('\t'));
        assert!(hub.listener.is_none());
        // The next screen gets it first, then what follows.
        let (screen, screen_keys) = channel_listener();
        let _screen = attach(&mut hub, screen);
        deliver(&mut hub, key('Z'));
        assert_eq!(typed(screen_keys.try_iter()), "n\tZ");
    }

    #[test]
    fn what_a_game_took_but_did_not_read_goes_to_the_next_listener_first() {
        let mut hub = Hub { started: true, ended: false, listener: None, next: 0, waiting: VecDeque::new() };
        // The game's loop ended on N with "e4" behind it in its channel; "Z" came once it no
        // longer listened.
        let (game, game_keys) = channel_listener();
        let listening = attach(&mut hub, game);
        for c in "Ne4".chars() {
            deliver(&mut hub, key(c));
        }
        assert_eq!(game_keys.try_recv().ok().map(|r| typed([r])), Some("N".to_string()));
        // The game no longer listens (its hold let go).
        hub.listener = hub.listener.take().filter(|(id, _)| *id != listening.id);
        deliver(&mut hub, key('Z'));
        put_back(&mut hub, game_keys.try_iter().collect());
        let (screen, screen_keys) = channel_listener();
        let _screen = attach(&mut hub, screen);
        assert_eq!(typed(screen_keys.try_iter()), "e4Z");
    }

    #[test]
    fn a_listener_after_the_end_of_the_input_hears_it() {
        let mut hub = Hub { started: true, ended: true, listener: None, next: 0, waiting: VecDeque::new() };
        let (late, heard) = channel_listener();
        let _late = attach(&mut hub, late);
        assert!(heard.try_recv().is_ok_and(|r| r.is_err()), "told that no event will come");
    }
}
