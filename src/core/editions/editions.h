/*
 * editions.h: the editions of the table (edition.c lists them, in the
 * order events and the console offer them; the first of a game is its
 * default).  Each is defined in a file of its own in this directory.
 */
#ifndef ARBITER_EDITIONS_H
#define ARBITER_EDITIONS_H

#include "edition.h"

extern const struct edition	edition_fide_2005;
extern const struct edition	edition_fide_2023;
extern const struct edition	edition_fide_2001;
extern const struct edition	edition_fide_1952;
extern const struct edition	edition_fid_draughts;

#endif
