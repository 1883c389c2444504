import type { ProductDetail } from './types';

export const aiChatbotAssistant: ProductDetail = {
  imageAlt:
    'A chat window in which the assistant answers a customer’s question, surrounded by speech bubbles in different colours.',
  highlights: [
    { value: '40+', label: 'languages understood and answered' },
    { value: '24/7', label: 'answers without a queue' },
    { value: 'One click', label: 'handover to a person' },
    { value: 'Your data', label: 'answers from your own content' },
  ],
  features: [
    {
      title: 'Natural conversation',
      text: 'Customers ask in their own words and their own language; the assistant keeps the context of the whole chat.',
    },
    {
      title: 'Answers from your knowledge',
      text: 'Grounded in your help centre, policies and product data, with a link to the source of every answer.',
    },
    {
      title: 'Human handover',
      text: 'When a question needs a person, the chat moves to your team with the full history, so nobody repeats themselves.',
    },
    {
      title: 'Workflow actions',
      text: 'Track an order, book an appointment or reset a password inside the conversation, through your own systems.',
    },
    {
      title: 'Conversation analytics',
      text: 'See what customers ask most, where answers fall short and how many chats end without a ticket.',
    },
    {
      title: 'Privacy controls',
      text: 'Personal data is masked in logs, kept in the region you choose and never used to train shared models.',
    },
  ],
  specs: {
    deployment: 'Managed cloud (SaaS) or your own private cloud',
    integration: 'Website widget, WhatsApp, Microsoft Teams, Slack, Salesforce and Zendesk',
    languages: '40+',
    customization: 'Your tone of voice, knowledge sources, workflows and branding',
  },
  useCases: [
    {
      title: 'Customer support',
      text: 'Resolve routine questions at once and give your agents time for the conversations that need them.',
    },
    {
      title: 'IT and HR help desks',
      text: 'Answer staff questions about leave, equipment and access, and open a ticket only when needed.',
    },
    {
      title: 'Sales enquiries',
      text: 'Qualify visitors on your website at any hour and book meetings straight into your team’s calendars.',
    },
  ],
};
