import { Tabs, TabsContent, TabsList, TabsTrigger } from '@corvane/ui';
import type { CookieStatement } from '../../content/cookies';
import { ManageCookies } from './ManageCookies';

/**
 * The statement's three tabs (spec 2.21). Each can be linked to by its hash, e.g.
 * /cookies#managing opens Managing Cookies.
 */
export function CookieTabs({ statement }: { statement: CookieStatement }) {
  return (
    <Tabs defaultValue="overview" syncWithHash className="cookie-tabs">
      <TabsList aria-label="Cookie statement" className="cookie-tabs__list">
        <TabsTrigger value="overview">Overview</TabsTrigger>
        <TabsTrigger value="details">Cookie Details</TabsTrigger>
        <TabsTrigger value="managing">Managing Cookies</TabsTrigger>
      </TabsList>
      <TabsContent value="overview" className="cookie-panel">
        <h2 className="cookie-panel__heading">Overview</h2>
        {statement.overview.map((text) => (
          <p key={text}>{text}</p>
        ))}
      </TabsContent>
      <TabsContent value="details" className="cookie-panel">
        <h2 className="cookie-panel__heading">Cookie Details</h2>
        <ul className="cookie-categories">
          {statement.categories.map((category) => (
            <li key={category.id} className="cookie-category">
              <h3 className="cookie-category__name">
                {category.name}{' '}
                <span className="cookie-category__badge">
                  {category.required ? 'Always on' : 'Only if you accept'}
                </span>
              </h3>
              <p>{category.description}</p>
              <h4 className="cookie-category__examples-heading">For example</h4>
              <ul className="cookie-category__examples">
                {category.examples.map((example) => (
                  <li key={example}>{example}</li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </TabsContent>
      <TabsContent value="managing" className="cookie-panel">
        <h2 className="cookie-panel__heading">Managing Cookies</h2>
        <ManageCookies />
        {statement.managing.map((text) => (
          <p key={text}>{text}</p>
        ))}
        <p>{statement.browserSettings}</p>
      </TabsContent>
    </Tabs>
  );
}
