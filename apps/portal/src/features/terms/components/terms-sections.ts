/**
 * The creator terms of use (spec part 2 section 9, effective May 2018), written for this
 * product from the facts the spec gives. Each section is one heading a reader can jump to.
 */
export const TERMS_EFFECTIVE = 'Effective May 2018';

export const TERMS_SECTIONS: { id: string; title: string; paragraphs: string[] }[] = [
  {
    id: 'acceptance',
    title: '1. Accepting these terms',
    paragraphs: [
      'These Creator Terms of Use govern your use of the Creator Portal, where creators take part in brand campaigns, submit content for review and get paid for the content that is accepted. By registering an account or taking part in a campaign you agree to these terms. If you do not agree, do not use the portal.',
    ],
  },
  {
    id: 'eligibility',
    title: '2. Who may use the portal',
    paragraphs: [
      'You must be at least 13 years old to use the portal. If you are under 18, you may use it only with the authorization of a parent or legal guardian, who agrees to these terms on your behalf and is responsible for your use of the portal.',
      'You may not use the portal if we have previously suspended or removed your account.',
    ],
  },
  {
    id: 'account',
    title: '3. Your account',
    paragraphs: [
      'You register an account with accurate information and keep it up to date, including the social accounts you connect and the payment details we pay you through. You are responsible for everything done with your account; keep your password to yourself and tell us at once if you think someone else has used it.',
    ],
  },
  {
    id: 'campaigns',
    title: '4. Campaigns, approval and review',
    paragraphs: [
      'Brands run campaigns through the portal. We approve or deny your participation in each campaign at our discretion; being invited does not guarantee that you will be approved.',
      'We review every piece of content you submit against the brand guidelines of its campaign. We may approve it, ask for changes, or reject it, and we may remove content or end your participation in a campaign when it does not meet the guidelines or these terms.',
    ],
  },
  {
    id: 'payment',
    title: '5. Content fees and payment',
    paragraphs: [
      'Each campaign states its content fee. We pay the content fee only for content that complies with the brand guidelines and these terms and that stays posted for the time the campaign asks. Payment is made through a third-party payment processor (PayPal), and you are responsible for keeping your PayPal account details correct.',
      'If you submit more items than the quantity stated in the brand guidelines, we may accept the extra items, in which case they are paid like the others, or reject them, in which case they are deleted and not paid.',
    ],
  },
  {
    id: 'rights',
    title: '6. Your content and the rights in it',
    paragraphs: [
      'You keep ownership of the content you create. You promise that you own or have permission to use everything in it, including music, images, trademarks and the likeness of any person who appears in it, and you grant the brand and us the rights the campaign describes to use it.',
      'If we ask, you must supply proof of these rights within 5 days of our request. Content for which you cannot supply proof may be removed and not paid.',
    ],
  },
  {
    id: 'copyright',
    title: '7. Copyright complaints and repeat infringers',
    paragraphs: [
      'If someone sends us a notice that content on the portal infringes their copyright, we may remove that content and tell you. We end the accounts of repeat infringers: a repeat infringer is a user who has been the subject of more than 2 takedown notices.',
      'If you believe the content was removed by mistake, you may send us a counter notification. We will then restore the removed content 10 to 14 business days after we receive your counter notification, unless the person who complained tells us that they have filed a court action to stop the infringement.',
    ],
  },
  {
    id: 'brands',
    title: '8. Brands',
    paragraphs: [
      'Brands are parties to their own agreement with us. People acting for a brand are not creators, and the brand, not you, is responsible for its products and its claims about them.',
    ],
  },
  {
    id: 'liability',
    title: '9. Disclaimers and limitation of liability',
    paragraphs: [
      'The portal is provided as it is, without warranties of any kind, to the extent the law allows. We do not promise that you will be invited to, or approved for, any number of campaigns.',
      'To the extent the law allows, our total liability to you for any claim arising out of these terms or the portal is limited to $100.',
    ],
  },
  {
    id: 'arbitration',
    title: '10. Disputes and arbitration',
    paragraphs: [
      'Before starting an arbitration, you and we agree to try for 30 days to settle the dispute informally by writing to each other.',
      'If the dispute is not settled, it will be decided by binding individual arbitration. If the arbitrator awards you more than our last written settlement offer, we will pay you at least $15,000. We will reimburse your arbitration filing fee unless your claim exceeds $15,000. A request that the arbitrator decide fees must be made within 14 days of the arbitrator’s ruling on the merits.',
      'If we change this arbitration section, you may reject the change by writing to us within 30 days of the change; the version you accepted before then continues to apply to you.',
    ],
  },
  {
    id: 'changes',
    title: '11. Changes to these terms',
    paragraphs: [
      'We may update these terms. When we do, we change the effective date above and tell you in the portal or by e-mail. Continuing to use the portal after a change means you accept the updated terms, except for changes to the arbitration section that you reject as described above.',
    ],
  },
];
