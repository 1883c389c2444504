// What a consuming app renders: most public components with their props, typed against the
// published declarations (the consumer's `tsc --strict` checks this file), server-rendered by
// entry-server.tsx and hydrated by entry-client.tsx.
import { useEffect, useState } from 'react';
import {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionTrigger,
  Alert,
  Badge,
  Button,
  Carousel,
  CarouselSlide,
  createMemoryConsentStore,
  CookieBanner,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
  ErrorSummary,
  Field,
  FileInput,
  FlipCard,
  JobApplicationDialog,
  JobDetailsDialog,
  Marquee,
  OtpField,
  OtpForm,
  PasswordHints,
  PasswordInput,
  PhoneInput,
  Select,
  Skeleton,
  Spinner,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
  Textarea,
  TextInput,
  type ButtonProps,
  type SelectOption,
} from '@corvane/ui';
import { MESSAGES, RESUME_ACCEPT, type Job } from '@corvane/contract/client';

// A job as the API sends it (the contract's type) is what the UI's job dialogs take.
const job: Job = {
  _id: 'job-1',
  title: 'Cloud Platform Engineer',
  employmentType: 'Contract',
  salaryRange: '$80 - $95 per hour',
  location: 'Toronto, Canada',
  overview: 'Move 40 services to Kubernetes.',
  responsibilities: ['Migrate services'],
  qualifications: ['Kubernetes'],
  datePosted: '2026-01-05',
};
const visaOptions: SelectOption[] = [{ value: 'US Citizen' }, { value: 'H1B' }];
const primary: ButtonProps = { variant: 'primary', size: 'lg' };

export function App({ onHydrated }: { onHydrated?: () => void }) {
  const [details, setDetails] = useState(false);
  const [applying, setApplying] = useState(false);
  useEffect(() => onHydrated?.(), [onHydrated]);

  return (
    <>
      <CookieBanner store={createMemoryConsentStore()} privacyHref="/privacy" />
      <main>
        <h1>Consumer app</h1>
        <Button {...primary} onClick={() => setDetails(true)}>
          Job details
        </Button>
        <Button href="/careers" variant="outline">
          Careers
        </Button>
        <Accordion defaultValue={['a']}>
          <AccordionItem value="a">
            <AccordionTrigger>Overview</AccordionTrigger>
            <AccordionContent>First section</AccordionContent>
          </AccordionItem>
          <AccordionItem value="b">
            <AccordionTrigger>Eligibility</AccordionTrigger>
            <AccordionContent>Second section</AccordionContent>
          </AccordionItem>
        </Accordion>
        <Tabs defaultValue="overview">
          <TabsList aria-label="About this service">
            <TabsTrigger value="overview">Overview</TabsTrigger>
            <TabsTrigger value="whatWeDo" tone="emerald">
              What We Do
            </TabsTrigger>
          </TabsList>
          <TabsContent value="overview">First panel</TabsContent>
          <TabsContent value="whatWeDo">Second panel</TabsContent>
        </Tabs>
        <Carousel label="Offices" autoPlay={false}>
          <CarouselSlide title="United States">Herndon, VA</CarouselSlide>
          <CarouselSlide title="United Kingdom">Melton Mowbray</CarouselSlide>
        </Carousel>
        <FlipCard
          title="Canada"
          front={<p>Mississauga, ON</p>}
          back="Mississauga, ON, Canada"
          flipLabel="Show address"
        />
        <Marquee label="Trusted by" duration={20}>
          <a href="#northwind">Northwind</a>
          <a href="#bluepeak">Bluepeak</a>
        </Marquee>
        <Dialog>
          <DialogTrigger asChild>
            <Button variant="secondary">Book a call</Button>
          </DialogTrigger>
          <DialogContent>
            <DialogTitle>Book a call</DialogTitle>
            <DialogDescription>We answer within a day.</DialogDescription>
          </DialogContent>
        </Dialog>
        <form aria-label="Application" noValidate>
          <ErrorSummary errors={[{ fieldId: 'email', message: 'Enter your email' }]} />
          <Field id="email" label="Email" hint="We reply here." error="Enter your email" required>
            <TextInput type="email" />
          </Field>
          <Field id="cover" label="Cover letter" optional>
            <Textarea />
          </Field>
          <Field id="visa" label="Visa status" required>
            <Select placeholder="Select visa status" options={visaOptions} />
          </Field>
          <Field id="password" label="Password">
            <PasswordInput autoComplete="new-password" />
          </Field>
          <PasswordHints password="abc" />
          <Field id="phone" label="Phone">
            <PhoneInput defaultCountryCode="United Kingdom (+44)" />
          </Field>
          <Field id="resume" label="Resume" required>
            <FileInput accept={RESUME_ACCEPT} name="resume" />
          </Field>
        </form>
        <OtpField aria-label="One-time code" />
        <OtpForm
          email="ada@example.com"
          onSubmit={async () => undefined}
          onResend={async () => undefined}
          resendCooldown={30}
        />
        <Alert tone="error">{MESSAGES.requestFailed}</Alert>
        <Badge employmentType={job.employmentType} />
        <Spinner />
        <Skeleton lines={2} />
        <JobDetailsDialog
          job={job}
          open={details}
          onOpenChange={setDetails}
          onApply={() => {
            setDetails(false);
            setApplying(true);
          }}
        />
        <JobApplicationDialog
          job={job}
          open={applying}
          onOpenChange={setApplying}
          onSubmit={async (data) => data.get('email')}
        />
      </main>
    </>
  );
}
