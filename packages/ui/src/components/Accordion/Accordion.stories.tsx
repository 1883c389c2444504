import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from './Accordion';

const sections = [
  {
    id: 'overview',
    title: 'Overview',
    body: 'These terms explain how you may use our website and the services we offer through it.',
  },
  {
    id: 'eligibility',
    title: 'Eligibility & Account',
    body: 'You must be 18 or older, or have the consent of a parent or guardian, to create an account.',
  },
  {
    id: 'ip',
    title: 'Intellectual Property',
    body: 'The site’s text, graphics and code belong to us or our licensors.',
  },
];

const meta = {
  title: 'Components/Accordion',
  component: Accordion,
  args: { headingLevel: 3 },
  render: (args) => (
    <Accordion {...args}>
      {sections.map((section) => (
        <AccordionItem key={section.id} value={section.id}>
          <AccordionTrigger>{section.title}</AccordionTrigger>
          <AccordionContent>
            <p>{section.body}</p>
          </AccordionContent>
        </AccordionItem>
      ))}
    </Accordion>
  ),
} satisfies Meta<typeof Accordion>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllClosed: Story = {
  play: async ({ canvas }) => {
    for (const section of sections) {
      await expect(canvas.getByRole('button', { name: section.title })).toHaveAttribute(
        'aria-expanded',
        'false',
      );
    }
  },
};

export const SomeOpenByDefault: Story = {
  args: { defaultValue: ['overview', 'ip'] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Overview' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(canvas.getByRole('button', { name: 'Eligibility & Account' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await expect(canvas.getByRole('button', { name: 'Intellectual Property' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(canvas.getByText(/belong to us or our licensors/)).toBeVisible();
  },
};

export const OpensIndependently: Story = {
  play: async ({ canvas, userEvent }) => {
    const overview = canvas.getByRole('button', { name: 'Overview' });
    const eligibility = canvas.getByRole('button', { name: 'Eligibility & Account' });
    await userEvent.click(overview);
    await userEvent.click(eligibility);
    // Opening one does not close another.
    await expect(overview).toHaveAttribute('aria-expanded', 'true');
    await expect(eligibility).toHaveAttribute('aria-expanded', 'true');
    const region = canvas.getByRole('region', { name: 'Eligibility & Account' });
    await expect(region).toHaveTextContent(/18 or older/);
    await userEvent.click(overview);
    await expect(overview).toHaveAttribute('aria-expanded', 'false');
    await expect(eligibility).toHaveAttribute('aria-expanded', 'true');
  },
};

export const Keyboard: Story = {
  tags: ['spoken'],
  play: async ({ canvas, userEvent }) => {
    const [first, second, third] = sections.map((s) =>
      canvas.getByRole('button', { name: s.title }),
    ) as [HTMLElement, HTMLElement, HTMLElement];
    await userEvent.tab();
    await expect(first).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(second).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(third).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(first).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(third).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(first).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard(' ');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
  },
};

export const EveryButtonControlsItsPanel: Story = {
  args: { defaultValue: ['overview'] },
  play: async ({ canvas, userEvent }) => {
    // Open or closed, each section button names its panel, which is in the page either way.
    for (const section of sections) {
      const button = canvas.getByRole('button', { name: section.title });
      const panelId = button.getAttribute('aria-controls');
      await expect(panelId).toBeTruthy();
      const panel = button.ownerDocument.getElementById(panelId!);
      await expect(panel).toHaveTextContent(section.body);
    }
    const closed = canvas.getByRole('button', { name: 'Eligibility & Account' });
    const panelId = closed.getAttribute('aria-controls');
    await userEvent.click(closed);
    await expect(closed).toHaveAttribute('aria-controls', panelId!);
    await expect(canvas.getByRole('region', { name: 'Eligibility & Account' })).toHaveAttribute(
      'id',
      panelId!,
    );
  },
};

export const HeadingLevelTwo: Story = {
  args: { headingLevel: 2 },
  play: async ({ canvas }) => {
    const headings = canvas.getAllByRole('heading', { level: 2 });
    await expect(headings).toHaveLength(sections.length);
    await expect(headings[0]).toHaveTextContent('Overview');
  },
};

export const SingleSection: Story = {
  render: (args) => (
    <Accordion {...args} defaultValue={['only']}>
      <AccordionItem value="only">
        <AccordionTrigger>Data Collection</AccordionTrigger>
        <AccordionContent>
          <p>We collect what you give us when you apply for a job or contact us.</p>
        </AccordionContent>
      </AccordionItem>
    </Accordion>
  ),
};

export const Mobile: Story = {
  args: { defaultValue: ['eligibility'] },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

export const ShowAllSections: Story = {
  tags: ['spoken'],
  args: { showAllControl: true },
  play: async ({ canvas, userEvent }) => {
    const all = canvas.getByRole('button', { name: 'Show all sections' });
    await expect(all).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(all);
    for (const section of sections) {
      await expect(canvas.getByRole('button', { name: section.title })).toHaveAttribute(
        'aria-expanded',
        'true',
      );
    }
    await expect(all).toHaveTextContent('Hide all sections');
    await expect(all).toHaveAttribute('aria-expanded', 'true');
    // By keyboard: the control comes first in the tab order.
    await userEvent.tab();
    await userEvent.tab({ shift: true });
    await expect(all).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    for (const section of sections) {
      await expect(canvas.getByRole('button', { name: section.title })).toHaveAttribute(
        'aria-expanded',
        'false',
      );
    }
    // Opening every section by hand also turns it into "Hide all".
    for (const section of sections) {
      await userEvent.click(canvas.getByRole('button', { name: section.title }));
    }
    await expect(canvas.getByRole('button', { name: 'Hide all sections' })).toBeVisible();
  },
};

export const ShowAllCustomLabels: Story = {
  args: { showAllControl: true, showAllLabel: 'Open every term', hideAllLabel: 'Close every term' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open every term' }));
    await expect(canvas.getByRole('button', { name: 'Close every term' })).toBeVisible();
  },
};

export const NoShowAllForOneSection: Story = {
  args: { showAllControl: true },
  render: SingleSection.render,
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Show all sections' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Hide all sections' })).toBeNull();
  },
};

export const FindInPage: Story = {
  play: async ({ canvas }) => {
    // Closed text is in the page, hidden until found rather than removed.
    const text = canvas.getByText(/belong to us or our licensors/);
    const hidden = text.closest('[hidden]');
    // Set by an effect, which a production build of React runs after the first paint.
    await waitFor(() => expect(hidden).toHaveAttribute('hidden', 'until-found'));
    await expect(text).not.toBeVisible();
    // The browser fires beforematch when find-in-page matches it: the section opens.
    hidden?.dispatchEvent(new Event('beforematch'));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Intellectual Property' })).toHaveAttribute(
        'aria-expanded',
        'true',
      ),
    );
    await waitFor(() => expect(text).toBeVisible());
  },
};

export const RightToLeft: Story = {
  args: { showAllControl: true, defaultValue: ['overview'] },
  decorators: [
    (Story) => (
      <div dir="rtl">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Eligibility & Account' }));
    await expect(canvas.getByRole('region', { name: 'Eligibility & Account' })).toBeVisible();
  },
};

/** The sections under a heading of their own, as on a page: titles given per section. */
function TermsSection({ titles }: { titles: string[] }) {
  return (
    <div>
      <h2 style={{ marginTop: 0 }}>Terms of use</h2>
      <Accordion headingLevel={3}>
        {sections.map((section, index) => (
          <AccordionItem key={section.id} value={section.id}>
            <AccordionTrigger>{titles[index]}</AccordionTrigger>
            <AccordionContent>
              <p>{section.body}</p>
            </AccordionContent>
          </AccordionItem>
        ))}
      </Accordion>
    </div>
  );
}

export const DoTitlesThatSayWhatIsInside: Story = {
  name: 'Do: titles that say what is inside',
  render: () => <TermsSection titles={sections.map((section) => section.title)} />,
  play: async ({ canvas, userEvent }) => {
    // One level below the page's heading, so the sections sit in the page outline.
    await expect(canvas.getByRole('heading', { level: 2, name: 'Terms of use' })).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(
      sections.map((section) => section.title),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Eligibility & Account' }));
    await expect(canvas.getByRole('region', { name: 'Eligibility & Account' })).toHaveTextContent(
      /18 or older/,
    );
  },
};

export const DontVagueTitles: Story = {
  name: 'Don’t: titles that hide what is inside',
  render: () => <TermsSection titles={['Details', 'More', 'Other']} />,
  play: async ({ canvas }) => {
    // Valid markup, but a list of headings (how many screen reader users skim) says nothing.
    await expect(
      canvas.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent),
    ).toEqual(['Details', 'More', 'Other']);
    await expect(canvas.getByText(/18 or older/)).not.toBeVisible();
  },
};
