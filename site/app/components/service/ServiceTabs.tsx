import { Tabs, TabsContent, TabsList, TabsTrigger, type TabsTriggerProps } from '@corvane/ui';
import { useRef, type ReactNode } from 'react';
import type { ServiceDetail } from '../../content/service-details/types';
import { CardGrid } from '../ContentPage';
import { ChallengeCards } from './ChallengeCards';

type Tone = NonNullable<TabsTriggerProps['tone']>;

interface ServiceTab {
  /** Also the URL hash that opens the tab: /services/gsi#challenges. */
  value: string;
  label: string;
  tone: Tone;
  render: (service: ServiceDetail) => ReactNode;
}

const paragraphs = (texts: string[]) =>
  texts.map((text) => (
    <p key={text} className="service-panel__paragraph">
      {text}
    </p>
  ));

/** The five tabs of spec 2.17, in order, each with its own gradient. */
export const SERVICE_TABS: ServiceTab[] = [
  {
    value: 'overview',
    label: 'Overview',
    tone: 'brand',
    render: (service) => paragraphs(service.overview),
  },
  {
    value: 'what-we-do',
    label: 'What We Do',
    tone: 'emerald',
    render: (service) => <CardGrid items={service.whatWeDo} columns={2} />,
  },
  {
    value: 'challenges',
    label: 'Challenges & Solutions',
    tone: 'amber',
    render: (service) => (
      <>
        <p className="service-panel__intro">{service.challengesIntro}</p>
        <ChallengeCards items={service.challenges} />
      </>
    ),
  },
  {
    value: 'differentiators',
    label: 'Our Differentiators',
    tone: 'violet',
    render: (service) => <CardGrid items={service.differentiators} columns={2} />,
  },
  {
    value: 'approaches',
    label: 'Our Approaches',
    tone: 'rose',
    render: (service) => paragraphs(service.approaches),
  },
];

/**
 * The sticky tab strip and its panels. Overview opens first; a hash names another tab
 * (`#challenges`) and choosing one updates the hash, so each can be linked to. The strip sets the
 * page's scroll padding, so whatever takes focus below it is never hidden under it.
 */
export function ServiceTabs({ service, title }: { service: ServiceDetail; title: string }) {
  const listRef = useRef<HTMLDivElement>(null);
  return (
    <Tabs
      defaultValue="overview"
      syncWithHash
      // After the new tab renders: a tab chosen by the hash may sit outside a phone's strip.
      onValueChange={() => requestAnimationFrame(() => revealSelectedTab(listRef.current))}
      className="service-tabs"
    >
      <TabsList ref={listRef} sticky aria-label={`About ${title}`} className="service-tabs__list">
        {SERVICE_TABS.map((tab) => (
          <TabsTrigger key={tab.value} value={tab.value} tone={tab.tone}>
            {tab.label}
          </TabsTrigger>
        ))}
      </TabsList>
      <div className="container">
        {SERVICE_TABS.map((tab) => (
          <TabsContent key={tab.value} value={tab.value} className="service-panel">
            <h2 className="service-panel__heading">{tab.label}</h2>
            {tab.render(service)}
          </TabsContent>
        ))}
      </div>
    </Tabs>
  );
}

/**
 * On a phone the strip scrolls sideways; a tab opened by a link (#approaches) may sit outside
 * it. Scroll the strip, not the page, so the selected tab shows.
 */
function revealSelectedTab(list: HTMLElement | null) {
  const tab = list?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]');
  if (!list || !tab) return;
  const start = tab.offsetLeft;
  const end = start + tab.offsetWidth;
  if (start < list.scrollLeft || end > list.scrollLeft + list.clientWidth) {
    list.scrollLeft = start - (list.clientWidth - tab.offsetWidth) / 2;
  }
}
