// The package's ways to have messages heard (decisions 082 and 100). The work is in lib/, shared
// with every component that speaks; this folder is its public face, stories and docs page.
export { announce, type Politeness } from '../../lib/announcer';
export { useAnnouncement, type Announcement } from '../../lib/useAnnouncement';
export { LiveRegion, type LiveRegionProps } from './LiveRegion';
