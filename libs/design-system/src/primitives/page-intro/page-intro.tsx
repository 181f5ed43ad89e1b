import styled from 'styled-components';

const Heading = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  color: ${({ theme }) => theme.colors.text};
`;

const Lead = styled.p`
  margin: 0;
  max-width: 70ch;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Section = styled.section`
  padding: ${({ theme }) => `${theme.space.lg} 0`};
`;

export interface PageIntroProps {
  title: string;
  description: string;
}

/** A page's heading and lead paragraph. */
export function PageIntro({ title, description }: PageIntroProps) {
  return (
    <Section aria-labelledby="page-intro-title">
      <Heading id="page-intro-title">{title}</Heading>
      <Lead>{description}</Lead>
    </Section>
  );
}
