// The package's one way to have messages heard (decision 082). The work is in lib/, shared with
// every component that speaks; this folder is its public face, stories and docs page.
export { announce, type Politeness } from '../../lib/announcer';
export { useAnnouncement, type Announcement } from '../../lib/useAnnouncement';
