/*
 * watch.h: wake the console when another process appends to the journal.
 *
 * The console sleeps until its next visible change; a line written by
 * another arbiter's console is such a change, and only the kernel knows
 * when it comes.  On Linux an inotify descriptor becomes readable then;
 * elsewhere there is no descriptor and the caller falls back to polling.
 */
#ifndef ARBITER_WATCH_H
#define ARBITER_WATCH_H

struct watch;

/* Watch the file at path for writes; NULL when it cannot be watched. */
struct watch	*watch_open(const char *path);
void		 watch_close(struct watch *);
/* The descriptor to poll() for reading. */
int		 watch_fd(const struct watch *);
/* Consume what woke the descriptor, so that it sleeps again. */
void		 watch_drain(struct watch *);

#endif
