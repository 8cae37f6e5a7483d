/** The terms of service (docs/product/data-and-rules.md#terms-page): effective September 2021, 22 sections. */

export const TERMS_EFFECTIVE = 'September 2021';

export interface TermsSection {
  id: string;
  title: string;
  paragraphs: readonly string[];
}

export const TERMS_INTRO: readonly string[] = [
  'These Terms of Service ("Terms") are a legally binding agreement between you, whether personally or on behalf of an entity ("you"), and RentFile NJ ("we", "us" or "our") about your access to and use of the RentFile NJ website and the services offered through it (together, the "Site"). The Site helps landlords, property owners, property managers, their agents and the attorneys who act for them prepare court papers for non-payment of rent cases in New Jersey.',
  'RentFile NJ is not a law firm and does not give legal advice. Using the Site does not create an attorney-client relationship between you and us. By accessing the Site you confirm that you have read, understood and agree to be bound by these Terms. If you do not agree with all of them, you must not use the Site.',
];

export const TERMS_SECTIONS: readonly TermsSection[] = [
  {
    id: 'intellectual-property',
    title: 'Intellectual Property Rights',
    paragraphs: [
      'Unless stated otherwise, the Site is our property. All source code, databases, functionality, software, designs, text, form templates, graphics and logos on the Site (the "Content") and the trademarks and service marks it contains (the "Marks") are owned or licensed by us and protected by copyright and trademark laws of the United States and other countries.',
      'Provided that you are eligible to use the Site, you receive a limited, revocable licence to access and use it and to download or print the documents you prepare for your own court filings. You may not copy, reproduce, republish, sell or otherwise exploit the Content or the Marks for any commercial purpose without our prior written permission.',
    ],
  },
  {
    id: 'user-representations',
    title: 'User Representations',
    paragraphs: [
      'By using the Site you represent and warrant that: (1) all registration information you submit is true, accurate, current and complete, and you will keep it so; (2) you have the legal capacity to agree to these Terms; (3) you are not a minor in the jurisdiction in which you reside; (4) you will not access the Site through automated or non-human means such as bots or scripts; (5) you will not use the Site for any illegal or unauthorised purpose; and (6) your use of the Site will not violate any applicable law or regulation.',
      'You also represent that you are the owner of the property concerned, or are authorised by the owner to act for them, and that the facts you enter about a tenancy, the rent owed and the charges claimed are true to the best of your knowledge. Court papers you file are certified by you, not by us.',
    ],
  },
  {
    id: 'prohibited-activities',
    title: 'Prohibited Activities',
    paragraphs: [
      "You may not use the Site for any purpose other than the one for which we make it available. You agree not to: collect data from the Site to build a database or directory without our permission; trick, defraud or mislead us or other users; circumvent or interfere with the security features of the Site; use the Site to harass, abuse or harm another person; upload viruses or other material that interferes with anyone's use of the Site; attempt to impersonate another user or person; or use the Site to prepare papers you know to contain false statements.",
      'We may suspend or end your access to the Site if we believe you have engaged in any prohibited activity.',
    ],
  },
  {
    id: 'submissions',
    title: 'User Generated Contributions and Submissions',
    paragraphs: [
      'Any questions, comments, suggestions, ideas or other feedback you send us about the Site ("Submissions") are not confidential and become our sole property. We may use and share Submissions for any lawful purpose, commercial or otherwise, without acknowledgement or payment to you.',
      'The information you enter to prepare your own court papers is not a Submission: it remains yours and is handled as described in the sections on user data and in our Privacy Policy.',
    ],
  },
  {
    id: 'account-registration',
    title: 'Account Registration',
    paragraphs: [
      'You may be asked to register with the Site to save your work. You agree to keep your password confidential and you are responsible for all use of your account and password. Each person may keep only one account; you may not create an account for anyone else or share your account with others.',
      'We reserve the right to remove, reclaim or change a username you select if we decide, in our sole discretion, that it is inappropriate, obscene or otherwise objectionable.',
    ],
  },
  {
    id: 'registration-information-and-privacy',
    title: 'Registration Information and Privacy Policy',
    paragraphs: [
      'We care about data privacy and security. Please review our Privacy Policy, which explains how we collect, use and protect the information you give us. By using the Site you agree to be bound by our Privacy Policy, which is part of these Terms.',
      'The Site is hosted in the United States. If you access it from another region with laws governing personal data that differ from those of the United States, you transfer your data to the United States through your continued use of the Site.',
    ],
  },
  {
    id: 'description-of-services',
    title: 'Description of Services',
    paragraphs: [
      'The Site offers pre-reviewed legal forms and a document generator for a Cover Letter (Delinquent Letter), Verified Complaint, Landlord Verification, Tenant Summons and Landlord Case Information Statement, together with a calculation of court fees, filing instructions and a dashboard that tracks your cases. The Delinquent Letter sends your tenant a request to pay the outstanding rent with a completed Verified Complaint attached.',
      'During the beta the software fee is $0.00. Court filing fees are not included and are paid by you to the court. We do not file papers for you, appear in court for you or review your particular facts. Whether and how to proceed with a case is your decision.',
    ],
  },
  {
    id: 'term-and-termination',
    title: 'Term and Termination',
    paragraphs: [
      'These Terms remain in full force and effect while you use the Site. Without limiting any other provision of these Terms, we reserve the right, in our sole discretion and without notice or liability, to deny access to and use of the Site to any person for any reason or for no reason, including for breach of any representation, warranty or covenant in these Terms or of any applicable law.',
      'If we terminate or suspend your account, you may not register a new account under your name, a fake or borrowed name, or the name of any third party.',
    ],
  },
  {
    id: 'modifications-and-interruptions',
    title: 'Modifications and Interruptions',
    paragraphs: [
      'We may change, modify or remove the contents of the Site at any time and for any reason without notice. We have no obligation to update any information on the Site. We will not be liable to you or any third party for any modification, price change, suspension or discontinuance of the Site.',
      'We cannot guarantee that the Site will be available at all times. We may experience hardware, software or other problems, or need to perform maintenance, resulting in interruptions, delays or errors. You agree that we have no liability for any loss, damage or inconvenience caused by your inability to access or use the Site during any downtime.',
    ],
  },
  {
    id: 'governing-law',
    title: 'Governing Law',
    paragraphs: [
      'These Terms and your use of the Site are governed by and construed in accordance with the laws of the State of New Jersey, without regard to its conflict of law principles. Any legal action or proceeding arising out of or relating to these Terms or the Site shall be brought exclusively in the state or federal courts located in New Jersey, and you consent to the personal jurisdiction of those courts.',
    ],
  },
  {
    id: 'corrections',
    title: 'Corrections',
    paragraphs: [
      'There may be information on the Site that contains typographical errors, inaccuracies or omissions, including descriptions, fees and court information. We reserve the right to correct any errors, inaccuracies or omissions and to change or update the information on the Site at any time, without prior notice.',
    ],
  },
  {
    id: 'disclaimer',
    title: 'Disclaimer',
    paragraphs: [
      'The Site is provided on an as-is and as-available basis. You agree that your use of the Site is at your sole risk. To the fullest extent permitted by law, we disclaim all warranties, express or implied, in connection with the Site and your use of it, including the implied warranties of merchantability, fitness for a particular purpose and non-infringement.',
      'We make no warranty that the documents you prepare are suitable for your circumstances or will be accepted by a court. Court rules, forms and fees change; it is your responsibility to check that your papers are complete and correct before you file them. Nothing on the Site is legal advice, and no attorney-client relationship is created by your use of it.',
    ],
  },
  {
    id: 'limitation-of-liability',
    title: 'Limitation of Liability',
    paragraphs: [
      'In no event will we or our directors, employees or agents be liable to you or any third party for any direct, indirect, consequential, exemplary, incidental, special or punitive damages, including lost profit, lost revenue or loss of data, arising from your use of the Site, even if we have been advised of the possibility of such damages.',
      'Notwithstanding anything to the contrary in these Terms, our liability to you for any cause whatsoever and regardless of the form of the action will at all times be limited to the lesser of the amount paid, if any, by you to us for the Site or $500.00 USD.',
    ],
  },
  {
    id: 'indemnification',
    title: 'Indemnification',
    paragraphs: [
      "You agree to defend, indemnify and hold us harmless, including our subsidiaries, affiliates, officers, agents, partners and employees, from and against any loss, damage, liability, claim or demand, including reasonable attorneys' fees and expenses, made by any third party due to or arising out of: (1) your use of the Site; (2) your breach of these Terms; (3) any breach of your representations and warranties; (4) your violation of the rights of a third party, including your tenants; or (5) any papers you file using documents prepared on the Site.",
    ],
  },
  {
    id: 'user-data',
    title: 'User Data',
    paragraphs: [
      'We keep the data you enter into the Site so that you can manage your properties and cases and come back to them later. Although we perform regular backups, you are solely responsible for the data you transmit and for keeping copies of documents you download.',
      'You agree that we have no liability to you for any loss or corruption of such data, and you waive any right of action against us arising from any such loss or corruption.',
    ],
  },
  {
    id: 'electronic-communications',
    title: 'Electronic Communications, Transactions and Signatures',
    paragraphs: [
      'Visiting the Site, sending us e-mails and completing online forms are electronic communications. You consent to receive electronic communications, and you agree that all agreements, notices, disclosures and other communications we provide to you electronically satisfy any legal requirement that such communication be in writing.',
      'You agree to the use of electronic signatures, contracts, orders and other records, and to the electronic delivery of notices, policies and records of transactions initiated or completed by us or through the Site.',
    ],
  },
  {
    id: 'california-residents',
    title: 'California Users and Residents',
    paragraphs: [
      'If any complaint with us is not satisfactorily resolved, you can contact the Complaint Assistance Unit of the Division of Consumer Services of the California Department of Consumer Affairs in writing at 1625 North Market Blvd., Suite N 112, Sacramento, California 95834 or by telephone at (800) 952-5210 or (916) 445-1254.',
    ],
  },
  {
    id: 'miscellaneous',
    title: 'Miscellaneous',
    paragraphs: [
      'These Terms and any policies or operating rules posted by us on the Site constitute the entire agreement and understanding between you and us. Our failure to exercise or enforce any right or provision of these Terms does not operate as a waiver of that right or provision. We may assign any or all of our rights and obligations to others at any time.',
      'There is no joint venture, partnership, employment or agency relationship created between you and us as a result of these Terms or your use of the Site. These Terms will not be construed against us by virtue of having drafted them.',
    ],
  },
  {
    id: 'severability',
    title: 'Severability',
    paragraphs: [
      'If any provision or part of a provision of these Terms is determined to be unlawful, void or unenforceable, that provision or part of the provision is deemed severable from these Terms and does not affect the validity and enforceability of any remaining provisions.',
    ],
  },
  {
    id: 'survival',
    title: 'Survival',
    paragraphs: [
      'All provisions of these Terms which by their nature should survive termination shall survive termination, including ownership provisions, warranty disclaimers, indemnity and limitations of liability.',
    ],
  },
  {
    id: 'force-majeure',
    title: 'Force Majeure',
    paragraphs: [
      'We will not be liable for any delay or failure to perform resulting from causes outside our reasonable control, including acts of God, war, terrorism, riots, embargoes, acts of civil or military authorities, fire, floods, accidents, pandemics, court closures, strikes, or shortages of transportation, facilities, fuel, energy, labour or materials.',
    ],
  },
  {
    id: 'contact-us',
    title: 'Contact Us',
    paragraphs: [
      'To resolve a complaint about the Site or to receive further information about its use, please contact us by e-mail using the Email us link in the Help menu. We aim to answer every message within two business days.',
    ],
  },
];
