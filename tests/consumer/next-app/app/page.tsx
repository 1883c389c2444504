// A server component page (no "use client" here): it renders the package's interactive
// components with serialisable props only, and hands OtpForm server functions.
import {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionTrigger,
  Carousel,
  CarouselSlide,
  CookieBanner,
  FlipCard,
  OtpForm,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
} from '@corvane/ui';
import { resendCode, verifyCode } from './actions';
import { HydrationMark } from './HydrationMark';

export default function Page() {
  return (
    <>
      <CookieBanner privacyHref="/privacy" cookiesHref="/cookies" />
      <main>
        <h1>Next.js consumer app</h1>
        <Carousel label="Offices" autoPlay={false}>
          <CarouselSlide title="United States">Herndon, VA</CarouselSlide>
          <CarouselSlide title="United Kingdom">Melton Mowbray</CarouselSlide>
        </Carousel>
        <Tabs defaultValue="overview">
          <TabsList aria-label="About this service">
            <TabsTrigger value="overview">Overview</TabsTrigger>
            <TabsTrigger value="whatWeDo" tone="emerald">
              What We Do
            </TabsTrigger>
          </TabsList>
          <TabsContent value="overview">We move services to the cloud.</TabsContent>
          <TabsContent value="whatWeDo">Migrations, platforms and support.</TabsContent>
        </Tabs>
        <Accordion headingLevel={2}>
          <AccordionItem value="remote">
            <AccordionTrigger>Can I work remotely?</AccordionTrigger>
            <AccordionContent>Most roles are hybrid.</AccordionContent>
          </AccordionItem>
          <AccordionItem value="visa">
            <AccordionTrigger>Do you sponsor visas?</AccordionTrigger>
            <AccordionContent>For some roles.</AccordionContent>
          </AccordionItem>
        </Accordion>
        <FlipCard
          title="Canada"
          front={<p>Mississauga, ON</p>}
          back="2 Robert Speck Parkway, Mississauga, ON"
          flipLabel="Show address"
        />
        <OtpForm
          email="ada@example.com"
          onSubmit={verifyCode}
          onResend={resendCode}
          resendCooldown={30}
        />
      </main>
      <HydrationMark />
    </>
  );
}
