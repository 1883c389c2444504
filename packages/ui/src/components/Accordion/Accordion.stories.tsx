import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
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
  parameters: {
    docs: {
      description: {
        component:
          'Sections that open and close independently, after the WAI-ARIA accordion pattern. Each section button sits in a heading of the level you choose. **Keys:** Tab moves between section buttons and into open content; Enter or Space opens or closes the focused section; Arrow Down / Arrow Up move to the next / previous section button (wrapping); Home / End move to the first / last.',
      },
    },
  },
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
