export default async function CatchAll({ segments }: { segments: string[] }) {
  return <h1>segments: {segments.join(' / ')}</h1>;
}
export const getConfig = async () => ({ render: 'dynamic' }) as const;
