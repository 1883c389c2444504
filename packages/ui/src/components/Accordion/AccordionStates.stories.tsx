import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { Button } from '../Button';
import {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionTrigger,
  type AccordionProps,
} from './Accordion';

// The privacy policy's sections (spec 2.20).
const sections = [
  { id: 'collection', title: 'Data Collection', body: 'We collect what you send us.' },
  { id: 'use', title: 'How We Use Your Information', body: 'To answer you and to hire.' },
  { id: 'sharing', title: 'Information Sharing', body: 'Never sold, shared only by law.' },
];

function Privacy({ disabledSection, ...props }: AccordionProps & { disabledSection?: string }) {
  return (
    <Accordion {...props}>
      {sections.map((section) => (
        <AccordionItem
          key={section.id}
          value={section.id}
          disabled={section.id === disabledSection}
        >
          <AccordionTrigger>{section.title}</AccordionTrigger>
          <AccordionContent>
            <p>{section.body}</p>
          </AccordionContent>
        </AccordionItem>
      ))}
    </Accordion>
  );
}

const meta = {
  title: 'Components/Accordion/Keyboard and states',
  component: Accordion,
  args: { onValueChange: fn() },
  render: (args) => <Privacy {...args} />,
  parameters: {
    docs: {
      description: {
        component:
          'More of the accordion’s behaviour: controlled state, a disabled section (skipped by the arrow keys), arrow keys with Shift, Alt, Ctrl or Meta held left to the browser, and the height animation, which runs only once the page is live (never at first paint) and not at all with reduced motion. While a section closes its text stays painted; at the end it is hidden until found.',
      },
    },
  },
} satisfies Meta<typeof Accordion>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = { getByRole: (role: string, options?: object) => HTMLElement };
const button = (canvas: Canvas, name: string) => canvas.getByRole('button', { name });

function ControlledPrivacy(props: AccordionProps) {
  const [open, setOpen] = useState<string[]>([]);
  return (
    <div>
      <Privacy
        {...props}
        value={open}
        onValueChange={(next) => {
          setOpen(next);
          props.onValueChange?.(next);
        }}
      />
      <Button variant="outline" onClick={() => setOpen(['sharing'])}>
        Who sees my data?
      </Button>
    </div>
  );
}

export const Controlled: Story = {
  render: (args) => <ControlledPrivacy {...args} />,
  play: async ({ canvas }) => {
    for (const section of sections) {
      await expect(button(canvas, section.title)).toHaveAttribute('aria-expanded', 'false');
    }
    await expect(button(canvas, 'Who sees my data?')).toBeVisible();
  },
};

export const ControlledOpenedFromOutside: Story = {
  render: (args) => <ControlledPrivacy {...args} />,
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(button(canvas, 'Who sees my data?'));
    await expect(button(canvas, 'Information Sharing')).toHaveAttribute('aria-expanded', 'true');
    await expect(args.onValueChange).not.toHaveBeenCalled();
    await userEvent.click(button(canvas, 'Data Collection'));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['sharing', 'collection']);
    await expect(button(canvas, 'Data Collection')).toHaveAttribute('aria-expanded', 'true');
  },
};

export const DisabledSectionSkipped: Story = {
  render: (args) => <Privacy {...args} disabledSection="use" />,
  play: async ({ canvas, userEvent }) => {
    await expect(button(canvas, 'How We Use Your Information')).toBeDisabled();
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    await expect(button(canvas, 'Information Sharing')).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(button(canvas, 'Data Collection')).toHaveFocus();
  },
};

export const ModifierKeysLeftToTheBrowser: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(button(canvas, 'Data Collection')).toHaveFocus();
    // With Shift, Alt, Ctrl or Meta held the keys are the browser's: focus stays put.
    await userEvent.keyboard('{Shift>}{ArrowDown}{End}{/Shift}');
    await expect(button(canvas, 'Data Collection')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(button(canvas, 'How We Use Your Information')).toHaveFocus();
  },
};

/** The height transitions running on an element. */
const heightTransitions = (element: Element) =>
  element
    .getAnimations()
    .filter((animation) => (animation as CSSTransition).transitionProperty === 'height');

export const AnimatesOnceLive: Story = {
  args: { defaultValue: ['collection'] },
  play: async ({ canvas, userEvent }) => {
    const open = canvas.getByRole('region', { name: 'Data Collection' });
    // The section open from the start did not grow into place.
    await expect(heightTransitions(open)).toHaveLength(0);
    // Live once its first effect has run, which a production build runs after the first paint,
    // and Radix lets its sections move from the frame after they mounted: a click before that
    // opens at once, as on a page whose script has not run.
    const accordion = open.closest('.cv-accordion')!;
    await waitFor(() => expect(accordion).toHaveAttribute('data-motion'));
    await new Promise((frame) => requestAnimationFrame(() => requestAnimationFrame(frame)));

    await userEvent.click(button(canvas, 'Information Sharing'));
    const opening = canvas.getByRole('region', { name: 'Information Sharing' });
    const grow = heightTransitions(opening);
    await expect(grow).toHaveLength(1);
    await Promise.all(grow.map((animation) => animation.finished));
    await expect(opening.getBoundingClientRect().height).toBeGreaterThan(0);

    // Closing folds with the text still painted, then hides it until found.
    const text = canvas.getByText(/Never sold/);
    await userEvent.click(button(canvas, 'Information Sharing'));
    const shrink = heightTransitions(opening);
    await expect(shrink).toHaveLength(1);
    await expect(text.checkVisibility()).toBe(true);
    await Promise.all(shrink.map((animation) => animation.finished));
    await waitFor(() => expect(text.checkVisibility()).toBe(false));
    await expect(opening).toHaveAttribute('hidden', 'until-found');
    await expect(opening.getBoundingClientRect().height).toBe(0);
  },
};
