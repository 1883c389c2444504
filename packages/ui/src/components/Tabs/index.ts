export { Tabs, TabsList, TabsTrigger, TabsContent, tabsTriggerVariants } from './Tabs';
export type { TabsProps, TabsListProps, TabsTriggerProps, TabsContentProps } from './Tabs';
